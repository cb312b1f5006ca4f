import { createRule, dns1035Label } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';

export default createRule({
  id: 'endpoint-slice/service-label-invalid',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'warning',
    messages: {
      serviceName:
        '`metadata.labels[{{key}}]` is "{{value}}", which cannot be a Service name ({{problem}}); no Service will use this ' + 'slice.',
      managedBy:
        '`metadata.labels[{{key}}]` is "{{value}}", the value the built-in controller uses for the slices it owns; it may ' +
        'rewrite or delete this slice. Use your own controller name.',
    },
    docs: {
      description: 'Enforce usable values of the EndpointSlice service-name and managed-by labels',
      spec: { doc: 'part1', section: 'EndpointSlice' },
      details:
        'The slices of a Service are found by the label `<vendor_domain>/service-name` holding the Service name, so a value that is not ' +
        'a valid Service name (an RFC 1035 label) links the slice to nothing. The label `endpointslice.<vendor_domain>/managed-by` ' +
        'says who maintains the slice; `endpointslice-controller.<group_suffix>` and ' +
        '`endpointslicemirroring-controller.<group_suffix>` belong to the built-in controllers, which reconcile the slices carrying ' +
        'them against the Service (or its Endpoints) and replace what they do not expect. The server checks both only as labels ' +
        '(`metadata/label-invalid`); Plumbline warns. A slice without the service-name label is allowed (slices may serve other ' +
        'purposes).',
    },
  },
  check(ctx) {
    const labels = obj(ctx.object.metadata).labels;
    if (!isObject(labels)) return;
    const serviceKey = ctx.vendor('service-name');
    const service = labels[serviceKey];
    if (typeof service === 'string') {
      const problem = dns1035Label(service)[0];
      if (problem)
        ctx.report({
          messageId: 'serviceName',
          path: ['metadata', 'labels', { key: serviceKey }],
          data: { key: serviceKey, value: service, problem },
        });
    }
    const managedKey = `endpointslice.${ctx.settings.vendorDomain}/managed-by`;
    const managed = labels[managedKey];
    const reserved = [
      `endpointslice-controller.${ctx.settings.groupSuffix}`,
      `endpointslicemirroring-controller.${ctx.settings.groupSuffix}`,
    ];
    if (typeof managed === 'string' && reserved.includes(managed)) {
      ctx.report({ messageId: 'managedBy', path: ['metadata', 'labels', { key: managedKey }], data: { key: managedKey, value: managed } });
    }
  },
});
