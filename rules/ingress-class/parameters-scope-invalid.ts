import { createRule, dns1123Label } from '@plumbline/engine';
import { isObject, obj, quoteList } from '../_shared/helpers.js';

export default createRule({
  id: 'ingress-class/parameters-scope-invalid',
  meta: {
    kinds: ['IngressClass'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      scope: '`spec.parameters.scope` is "{{value}}"; supported values: {{allowed}}.',
      namespaceRequired: '`spec.parameters.namespace` is missing, but `spec.parameters.scope` is Namespace.',
      namespaceInvalid: '`spec.parameters.namespace` is "{{value}}": {{problem}}.',
      namespaceForbidden:
        '`spec.parameters.namespace` is set, but `spec.parameters.scope` is Cluster (the default); remove the ' +
        'namespace or use scope Namespace.',
    },
    docs: {
      description: 'Enforce the scope and namespace rules of IngressClass parameters',
      spec: { doc: 'part1', section: 'IngressClass', field: 'spec.parameters.scope' },
      details:
        'The server defaults `spec.parameters.scope` to `Cluster` before it validates. The scope must be `Cluster` or `Namespace`. With ' +
        '`Namespace`, `namespace` is required and must be a valid namespace name (a DNS label); with `Cluster`, `namespace` must not ' +
        'be set at all, not even to an empty string. An unsupported scope stops the namespace checks.',
    },
  },
  check(ctx) {
    const parameters = obj(ctx.object.spec).parameters;
    if (!isObject(parameters)) return;
    const scope = parameters.scope;
    if (typeof scope !== 'string') return;
    if (scope !== 'Cluster' && scope !== 'Namespace') {
      ctx.report({
        messageId: 'scope',
        path: ['spec', 'parameters', 'scope'],
        reason: 'FieldValueNotSupported',
        data: { value: scope, allowed: quoteList(['Cluster', 'Namespace']) },
      });
      return;
    }
    const namespace = parameters.namespace;
    const path = ['spec', 'parameters', 'namespace'];
    if (scope === 'Namespace') {
      if (namespace === undefined || namespace === null)
        ctx.report({ messageId: 'namespaceRequired', path, reason: 'FieldValueRequired', at: ['spec', 'parameters'] });
      else if (typeof namespace === 'string')
        for (const problem of dns1123Label(namespace))
          ctx.report({ messageId: 'namespaceInvalid', path, data: { value: namespace, problem } });
    } else if (namespace !== undefined && namespace !== null) {
      ctx.report({
        messageId: 'namespaceForbidden',
        path,
        reason: 'FieldValueForbidden',
        target: 'key',
        fix: { description: 'Remove the namespace', path, action: 'remove' },
      });
    }
  },
});
