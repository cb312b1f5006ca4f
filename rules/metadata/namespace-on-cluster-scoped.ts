import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'metadata/namespace-on-cluster-scoped',
  meta: {
    kinds: ['*'],
    type: 'field',
    severity: 'warning',
    messages: { ignored: '`metadata.namespace` is "{{namespace}}", but {{kind}} is cluster-scoped; the API server ignores the namespace.' },
    docs: {
      description: 'Disallow metadata.namespace on cluster-scoped kinds',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'Before validating a new cluster-scoped object the API server clears its namespace, so the object is accepted; the ' +
        'namespace in the manifest is misleading (the object is not in that namespace), hence a warning rather than an error.',
    },
  },
  check(ctx) {
    // Reviews and Binding are not stored objects; the server does not validate their metadata.
    if (ctx.definition.validatesObjectMeta === false) return;
    const definition = ctx.definition;
    const namespace = str(obj(ctx.object.metadata).namespace);
    if (definition.namespaced || !namespace) return;
    ctx.report({ messageId: 'ignored', path: ['metadata', 'namespace'], data: { namespace, kind: definition.kind } });
  },
});
