import { createRule, formatPath, type JsonObject, key, type PathSegment } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { eachContainer, POD_SPEC_REFS } from './_containers.js';
import { checkResourceRequirements, indivisibleHugePagesAllowed } from './_resources.js';

export default createRule({
  id: 'pod/container-resources-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      negative: '`{{path}}` is {{value}}, a negative quantity; resource requests and limits are zero or more.',
      notInteger: '`{{path}}` is {{value}}; {{resource}} is counted in whole units (an extended resource or an object count).',
      requestAboveLimit: '`{{path}}` asks for {{value}} of {{resource}}, more than its limit of {{limit}}; a request is at most the limit.',
      requestNotLimit:
        '`{{path}}` asks for {{value}} of {{resource}}, but its limit is {{limit}}; {{resource}} cannot be overcommitted, ' +
        'so request and limit are equal.',
      limitMissing:
        '`{{path}}` has no {{resource}}, which is requested; {{resource}} cannot be overcommitted, so it needs a limit equal ' +
        'to the request.',
      hugePagesAlone: '`{{path}}` sets {{resource}} without cpu or memory; huge pages need a cpu or memory request or limit.',
      hugePageValue: '`{{path}}` is {{value}}, not a whole multiple of the page size of {{resource}}; huge pages come in whole pages.',
      nameInvalid: '`{{path}}`: the resource name "{{resource}}" is refused: {{detail}}.',
    },
    docs: {
      description: 'Enforce valid container resource names and quantities, and requests within limits',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`ValidateContainerResourceRequirements` → `validateResourceRequirements`, ' +
        '`validateContainerResourceName`, `ValidateResourceQuantityValue` and `validateResourceQuantityHugePageValue`, ' +
        'Kubernetes v1.34), for every container, init container and ephemeral container: a resource name is a qualified ' +
        'name; without a domain it is `cpu`, `memory`, `ephemeral-storage` or `hugepages-<size>` (a quota name such as ' +
        '`requests.cpu` or `pods` is refused, an unknown one twice: not a standard resource type, not a container resource); ' +
        'with a domain other than `kubernetes.io` it is an extended resource, not `requests.`-prefixed; ' +
        'a request or limit is not negative; an extended resource (such as `nvidia.com/gpu`) is a whole number; a huge-page ' +
        'value is a whole multiple of its page size (`hugepages-2Mi: 3Mi` is refused; on an update the server still allows ' +
        'such values when the stored pod spec already had one); a request is at most its limit for cpu, memory, ' +
        'ephemeral-storage and the other native resources; resources that cannot be overcommitted (huge pages, extended ' +
        'resources) need a limit equal to the request; huge pages need cpu or memory. The server reports a request above its ' +
        'limit at `resources.requests`, the editor points at the resource. A malformed quantity (`1 Gi`) is refused while ' +
        'decoding (`schema/invalid-type`). In a Pod (not a template), a limit without a request is copied into the ' +
        'requests before validation (`SetDefaults_Pod`, containers and init containers), so a problem of such a limit is ' +
        'reported at both `limits[<name>]` and `requests[<name>]`, as the server does, both shown at the limit.',
    },
  },
  check(ctx) {
    const allowIndivisible = indivisibleHugePagesAllowed(ctx);
    eachContainer(ctx, (c) => {
      const resources = c.container.resources;
      if (!isObject(resources)) return;
      const resPath = [...c.path, 'resources'];
      const limits: JsonObject = isObject(resources.limits) ? resources.limits : {};
      const requests: JsonObject = isObject(resources.requests) ? resources.requests : {};
      // SetDefaults_Pod copies limits into missing requests of a Pod's containers and init containers.
      const defaultRequests = ctx.definition.kind === 'Pod' && c.list !== 'ephemeralContainers';
      checkResourceRequirements(limits, requests, { defaultRequests, allowIndivisibleHugePages: allowIndivisible }, (f) => {
        if (f.problem === 'hugePagesAlone') {
          ctx.report({
            messageId: 'hugePagesAlone',
            path: resPath,
            reason: 'FieldValueForbidden',
            data: { path: formatPath(resPath), resource: f.resource },
          });
          return;
        }
        const serverPath: PathSegment[] = [...resPath, f.list, key(f.resource)];
        // A defaulted request is shown at the limit it was copied from.
        const at: PathSegment[] = 'defaulted' in f && f.defaulted ? [...resPath, 'limits', key(f.resource)] : serverPath;
        const data = { path: formatPath(serverPath), resource: f.resource };
        switch (f.problem) {
          case 'name':
            ctx.report({ messageId: 'nameInvalid', path: serverPath, at, data: { ...data, detail: f.detail } });
            return;
          case 'nameNotSupported':
            // Pod-level names only; container names are never reported this way.
            return;
          case 'negative':
          case 'notInteger':
          case 'hugePageValue':
            ctx.report({ messageId: f.problem, path: serverPath, at, data: { ...data, value: String(f.raw) } });
            return;
          case 'limitMissing': {
            const limPath = [...resPath, 'limits'];
            const value = String(f.raw);
            ctx.report({
              messageId: 'limitMissing',
              path: limPath,
              at,
              reason: 'FieldValueRequired',
              data: { ...data, value, path: formatPath(limPath) },
            });
            return;
          }
          default: {
            // The server reports the comparison at `resources.requests`; the editor points at the resource.
            const reqPath = [...resPath, 'requests'];
            const withLimit = { ...data, path: formatPath(reqPath), value: String(f.raw), limit: String(limits[f.resource]) };
            ctx.report({ messageId: f.problem, path: reqPath, at, data: withLimit });
          }
        }
      });
    });
  },
});
