import { createRule, dns1123Label } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'metadata/namespace-invalid',
  meta: {
    kinds: ['*'],
    type: 'field',
    severity: 'error',
    messages: { invalid: '`metadata.namespace` is "{{namespace}}": {{problem}}.' },
    docs: {
      description: 'Enforce the namespace format on namespaced kinds',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'A namespace name is an RFC 1123 label. When the manifest omits `metadata.namespace`, the request namespace (for kubectl, ' +
        "the context's namespace) is used, which is valid.",
    },
  },
  check(ctx) {
    // Reviews and Binding are not stored objects; the server does not validate their metadata.
    if (ctx.definition.validatesObjectMeta === false) return;
    const definition = ctx.definition;
    const namespace = str(obj(ctx.object.metadata).namespace);
    if (!definition.namespaced || namespace === undefined || namespace === '') return;
    for (const problem of dns1123Label(namespace))
      ctx.report({ messageId: 'invalid', path: ['metadata', 'namespace'], data: { namespace, problem } });
  },
});
