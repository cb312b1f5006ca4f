import { createRule, type PathSegment } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { podSpecs, VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { POD_SPEC_REFS } from './_containers.js';
import { checkResourceRequirements, indivisibleHugePagesAllowed } from './_resources.js';
import { problemMessages, problems } from './_problems.js';

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
    messages: problemMessages('invalid', 'forbidden'),
    docs: {
      description: "Enforce valid resource names and quantities in a pod's overhead",
      spec: POD_SPEC_REFS,
      details:
        'As the server does (Kubernetes v1.34 `validateOverhead`, which validates the overhead as container limits with ' +
        '`validateContainerResourceName`, `ValidateResourceQuantityValue` and `validateResourceQuantityHugePageValue`, so ' +
        'the server reports `spec.overhead.limits[<name>]`; the editor shows the entry): each name is a qualified name; without a ' +
        'domain it is `cpu`, `memory`, `ephemeral-storage` or `hugepages-<size>`; with a domain other than `kubernetes.io` ' +
        'it is an extended resource, counted in whole units; no quantity is negative. The RuntimeClass admission plugin ' +
        '(not validation) refuses an overhead that differs from the RuntimeClass one; that needs the cluster and is not ' +
        'checked. A huge-page value is a whole multiple of its page size, and huge pages need cpu or memory in the overhead ' +
        '(Forbidden at `spec.overhead`).',
    },
  },
  check(ctx) {
    const p = problems(ctx);
    const allowIndivisible = indivisibleHugePagesAllowed(ctx);
    for (const at of podSpecs(ctx)) {
      const overhead = at.spec.overhead;
      if (!isObject(overhead)) continue;
      const base: PathSegment[] = [...at.path, 'overhead'];
      // Validated as the limits of a ResourceRequirements, so the server's paths read `spec.overhead.limits[cpu]`.
      checkResourceRequirements(overhead, {}, { defaultRequests: false, allowIndivisibleHugePages: allowIndivisible }, (f) => {
        if (f.problem === 'hugePagesAlone')
          return p.forbidden(base, `sets ${f.resource} without cpu or memory: HugePages require cpu or memory`);
        const path: PathSegment[] = [...base, 'limits', { key: f.resource }];
        const shownAt: PathSegment[] = [...base, { key: f.resource }];
        if (f.problem === 'name') return p.invalid(path, f.resource, f.detail, shownAt);
        if (f.problem === 'negative') return p.invalid(path, f.raw, 'must be greater than or equal to 0', shownAt);
        if (f.problem === 'notInteger') return p.invalid(path, f.raw, 'must be an integer', shownAt);
        if (f.problem === 'hugePageValue') {
          return p.invalid(path, f.raw, `${String(f.raw)} is not positive integer multiple of ${f.resource}`, shownAt);
        }
        // Requests are empty here, so the request/limit findings cannot occur.
      });
    }
  },
});
