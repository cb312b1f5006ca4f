import { createRule } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';
import { checkTypedReference } from '../_shared/typed-reference.js';

export default createRule({
  id: 'ingress-class/parameters-reference-invalid',
  meta: {
    kinds: ['IngressClass'],
    type: 'field',
    severity: 'error',
    messages: {
      referenceRequired: '`{{path}}` is missing; `spec.parameters` names the kind and name of its resource.',
      referenceInvalid: '`{{path}}` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Require a kind and name in IngressClass parameters',
      spec: { doc: 'part1', section: 'IngressClass', field: 'spec.parameters.kind' },
      details:
        'When `spec.parameters` is given, `kind` and `name` are required and must be valid path segments (not `.` or `..`, no `/` ' +
        'or `%`); `apiGroup`, when set, must be a DNS subdomain. Scope and namespace are checked by ' +
        '`ingress-class/parameters-scope-invalid`.',
    },
  },
  check(ctx) {
    const parameters = obj(ctx.object.spec).parameters;
    if (isObject(parameters)) checkTypedReference(ctx, parameters, ['spec', 'parameters']);
  },
});
