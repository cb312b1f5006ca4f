import { createRule, formatPath, type JsonObject, key, type PathSegment } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { eachContainer, POD_SPEC_REFS } from './_containers.js';
import { compareExact, exactQuantity, isWhole } from './_quantity.js';

/** `IsNativeResource`: no domain, or a `kubernetes.io/` one. */
const isNative = (name: string): boolean => !name.includes('/') || name.includes('kubernetes.io/');
const isHugePages = (name: string): boolean => name.startsWith('hugepages-');
/** `IsOvercommitAllowed`: a request may be below its limit. */
const overcommitAllowed = (name: string): boolean => isNative(name) && !isHugePages(name);
/** `IsExtendedResourceName` (approximately: the quota-name form is not checked): whole numbers only. */
const isExtended = (name: string): boolean => !isNative(name) && !name.startsWith('requests.');

export default createRule({
  id: 'pod/container-resources-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      negative: '`{{path}}` is {{value}}, a negative quantity; resource requests and limits are zero or more.',
      notInteger: '`{{path}}` is {{value}}; the extended resource {{resource}} is counted in whole units.',
      requestAboveLimit: '`{{path}}` asks for {{value}} of {{resource}}, more than its limit of {{limit}}; a request is at most the limit.',
      requestNotLimit:
        '`{{path}}` asks for {{value}} of {{resource}}, but its limit is {{limit}}; {{resource}} cannot be overcommitted, ' +
        'so request and limit are equal.',
      limitMissing:
        '`{{path}}` has no {{resource}}, which is requested; {{resource}} cannot be overcommitted, so it needs a limit equal ' +
        'to the request.',
      hugePagesAlone: '`{{path}}` sets {{resource}} without cpu or memory; huge pages need a cpu or memory request or limit.',
    },
    docs: {
      description: 'Enforce valid container resource quantities and requests within limits',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`ValidateContainerResourceRequirements` → `validateResourceRequirements` and ' +
        '`ValidateResourceQuantityValue`, Kubernetes v1.34), for every container, init container and ephemeral container: ' +
        'a request or limit is not negative; an extended resource (a name with a domain other than `kubernetes.io`, such as ' +
        '`nvidia.com/gpu`) is a whole number; a request is at most its limit for cpu, memory, ephemeral-storage and the ' +
        'other native resources; resources that cannot be overcommitted (huge pages, extended resources) need a limit equal to ' +
        'the request; huge pages need cpu or memory. The server reports a request above its limit at `resources.requests`, ' +
        'the editor points at the resource. A malformed quantity (`1 Gi`) is refused while decoding (`schema/invalid-type`). ' +
        'Resource names are not checked by this rule.',
    },
  },
  check(ctx) {
    eachContainer(ctx, (c) => {
      const resources = c.container.resources;
      if (!isObject(resources)) return;
      const resPath = [...c.path, 'resources'];
      const limits: JsonObject = isObject(resources.limits) ? resources.limits : {};
      const requests: JsonObject = isObject(resources.requests) ? resources.requests : {};
      let cpuOrMemory = false;
      let hugePages: string | undefined;
      const values = (list: 'limits' | 'requests', map: JsonObject) => {
        for (const [resource, raw] of Object.entries(map)) {
          const path: PathSegment[] = [...resPath, list, key(resource)];
          const q = exactQuantity(raw);
          if (resource === 'cpu' || resource === 'memory') cpuOrMemory = true;
          if (isHugePages(resource)) hugePages ??= resource;
          if (!q) continue;
          const data = { path: formatPath(path), value: String(raw), resource };
          if (q.mantissa < 0n) ctx.report({ messageId: 'negative', path, data });
          else if (isExtended(resource) && !isWhole(q)) ctx.report({ messageId: 'notInteger', path, data });
        }
      };
      values('limits', limits);
      values('requests', requests);
      const reqPath = [...resPath, 'requests'];
      for (const [resource, raw] of Object.entries(requests)) {
        const request = exactQuantity(raw);
        if (!request) continue;
        const at = [...reqPath, key(resource)];
        const data = { path: formatPath(reqPath), value: String(raw), resource };
        if (!(resource in limits)) {
          if (!overcommitAllowed(resource)) {
            const limPath = [...resPath, 'limits'];
            ctx.report({
              messageId: 'limitMissing',
              path: limPath,
              at,
              reason: 'FieldValueRequired',
              data: { ...data, path: formatPath(limPath) },
            });
          }
          continue;
        }
        const limit = exactQuantity(limits[resource]);
        if (!limit) continue;
        const order = compareExact(request, limit);
        const withLimit = { ...data, limit: String(limits[resource]) };
        if (order !== 0 && !overcommitAllowed(resource)) ctx.report({ messageId: 'requestNotLimit', path: reqPath, at, data: withLimit });
        else if (order > 0) ctx.report({ messageId: 'requestAboveLimit', path: reqPath, at, data: withLimit });
      }
      if (hugePages !== undefined && !cpuOrMemory) {
        ctx.report({
          messageId: 'hugePagesAlone',
          path: resPath,
          reason: 'FieldValueForbidden',
          data: { path: formatPath(resPath), resource: hugePages },
        });
      }
    });
  },
});
