import { createRule, qualifiedName, type PathSegment } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { podSpecs, VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { POD_SPEC_REFS } from './_containers.js';
import { exactQuantity, isWhole } from './_quantity.js';
import { problemMessages, problems } from './_problems.js';

/** `IsStandardContainerResourceName`: the names a container (and so the overhead) may use without a domain. */
const isStandardContainerResource = (name: string): boolean =>
  name === 'cpu' || name === 'memory' || name === 'ephemeral-storage' || name.startsWith('hugepages-');
/** `IsNativeResource`: no domain, or a `kubernetes.io` one. */
const isNative = (name: string): boolean => !name.includes('/') || name.includes('kubernetes.io/');

/**
 * `spec.overhead` as `ValidatePodSpec` → `validateOverhead` checks it: as container limits
 * (`ValidateContainerResourceRequirements`). That a pod with an overhead needs a RuntimeClass defining the same
 * overhead is decided by the RuntimeClass admission plugin with the cluster's RuntimeClasses, not by validation, so
 * it is not reported here.
 */
export default createRule({
  id: 'pod/overhead-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: problemMessages('invalid'),
    docs: {
      description: "Enforce valid resource names and quantities in a pod's overhead",
      spec: POD_SPEC_REFS,
      details:
        'As the server does (Kubernetes v1.34 `validateOverhead`, which validates the overhead as container limits with ' +
        '`validateContainerResourceName` and `ValidateResourceQuantityValue`): each name is a qualified name; without a ' +
        'domain it is `cpu`, `memory`, `ephemeral-storage` or `hugepages-<size>`; with a domain other than `kubernetes.io` ' +
        'it is an extended resource, counted in whole units; no quantity is negative. The RuntimeClass admission plugin ' +
        '(not validation) refuses an overhead that differs from the RuntimeClass one; that needs the cluster and is not ' +
        'checked. Huge-page values divisible by the page size are not checked here.',
    },
  },
  check(ctx) {
    const p = problems(ctx);
    for (const at of podSpecs(ctx)) {
      const overhead = at.spec.overhead;
      if (!isObject(overhead)) continue;
      for (const [name, raw] of Object.entries(overhead)) {
        const path: PathSegment[] = [...at.path, 'overhead', { key: name }];
        const nameProblems = qualifiedName(name);
        for (const problem of nameProblems) p.invalid(path, name, problem);
        if (nameProblems.length === 0) {
          if (!name.includes('/')) {
            if (!isStandardContainerResource(name)) p.invalid(path, name, 'must be a standard resource for containers');
          } else if (!isNative(name) && name.startsWith('requests.')) {
            p.invalid(path, name, "doesn't follow extended resource name standard");
          }
        }
        const q = exactQuantity(raw);
        if (!q) continue;
        if (q.mantissa < 0n) p.invalid(path, raw, 'must be greater than or equal to 0');
        else if (name.includes('/') && !isNative(name) && !isWhole(q)) p.invalid(path, raw, 'must be an integer');
      }
    }
  },
});
