import { createRule } from '@plumbline/engine';
import { coreKindNames } from '../_shared/builtin-kinds.js';
import { isObject, obj } from '../_shared/helpers.js';

const CORE_KINDS = coreKindNames;

export default createRule({
  id: 'ingress-class/parameters-api-group-missing',
  meta: {
    kinds: ['IngressClass'],
    type: 'cross-field',
    severity: 'warning',
    messages: {
      missing:
        '`spec.parameters.kind` is {{kind}}, which is not a core-group kind, but `spec.parameters.apiGroup` is unset; name the ' +
        'API group of {{kind}}.',
    },
    docs: {
      description: 'Require an apiGroup on IngressClass parameters of non-core kinds',
      spec: { doc: 'part1', section: 'IngressClass', field: 'spec.parameters.apiGroup' },
      details:
        'Without `spec.parameters.apiGroup` the referenced kind is looked up in the core API group, so the specification requires ' +
        "the group for third-party kinds (typically a controller's own custom resource). The server does not check this; Plumbline " +
        'warns when `apiGroup` is unset or empty and `kind` is not one of the core-group kinds (ConfigMap, Secret, Service, …).',
    },
  },
  check(ctx) {
    const parameters = obj(ctx.object.spec).parameters;
    if (!isObject(parameters) || typeof parameters.kind !== 'string' || parameters.kind === '') return;
    if (typeof parameters.apiGroup === 'string' && parameters.apiGroup !== '') return;
    if (CORE_KINDS.has(parameters.kind)) return;
    ctx.report({
      messageId: 'missing',
      path: ['spec', 'parameters', 'apiGroup'],
      at: ['spec', 'parameters', 'kind'],
      reason: 'FieldValueRequired',
      data: { kind: parameters.kind },
    });
  },
});
