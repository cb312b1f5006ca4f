import { createRule } from '@plumbline/engine';
import { SERVICE_TYPES } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/type-unsupported',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      unsupported: '`spec.type` is "{{value}}"; allowed: "ClusterIP", "ExternalName", "LoadBalancer", "NodePort".',
    },
    docs: {
      description: 'Enforce one of the four Service types',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'type' },
        { doc: 'part1', section: 'States and transitions' },
      ],
      details:
        'The server defaults an unset or empty `type` to `ClusterIP` and accepts `ClusterIP`, `ExternalName`, `NodePort` and ' +
        '`LoadBalancer` (case-sensitive). A fix corrects the case when the value differs from an allowed one only in case.',
    },
  },
  check(ctx) {
    const value = svcSpec(ctx).type;
    if (typeof value !== 'string' || (SERVICE_TYPES as readonly string[]).includes(value)) return;
    const fixed = SERVICE_TYPES.find((t) => t.toLowerCase() === value.toLowerCase());
    ctx.report({
      messageId: 'unsupported',
      path: ['spec', 'type'],
      data: { value },
      ...(fixed ? { fix: { description: `Use ${fixed}`, path: ['spec', 'type'], action: 'set' as const, value: fixed } } : {}),
    });
  },
});
