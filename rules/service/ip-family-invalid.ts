import { createRule } from '@plumbline/engine';
import { needsClusterIP } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/ip-family-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      unsupported: '`spec.ipFamilies[{{index}}]` is "{{value}}"; allowed: "IPv4", "IPv6".',
      duplicate: '`spec.ipFamilies[{{index}}]` repeats {{value}}; each family may appear once.',
    },
    docs: {
      description: 'Enforce distinct IPv4 and IPv6 entries in ipFamilies',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'ipFamilies' },
        { doc: 'part1', section: 'Limits' },
      ],
      details:
        'Each entry is `IPv4` or `IPv6` (NotSupported otherwise) and appears once (Duplicate), which also keeps the list at two ' +
        'entries at most, in either order. The server checks this for every type but ExternalName, where the field must be unset ' +
        '(`service/ip-family-fields-on-external-name`).',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (!needsClusterIP(spec) || !Array.isArray(spec.ipFamilies)) return;
    const seen = new Set<unknown>();
    spec.ipFamilies.forEach((value, index) => {
      if (value !== 'IPv4' && value !== 'IPv6')
        ctx.report({ messageId: 'unsupported', path: ['spec', 'ipFamilies', index], data: { index, value: String(value) } });
      if (seen.has(value))
        ctx.report({
          messageId: 'duplicate',
          path: ['spec', 'ipFamilies', index],
          reason: 'FieldValueDuplicate',
          data: { index, value: String(value) },
        });
      seen.add(value);
    });
  },
});
