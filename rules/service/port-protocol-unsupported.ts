import { createRule } from '@plumbline/engine';
import { PROTOCOLS } from './kind.js';
import { servicePorts, svcSpec } from './_util.js';

export default createRule({
  id: 'service/port-protocol-unsupported',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      unsupported: '`spec.ports[{{index}}].protocol` is "{{value}}"; allowed: "SCTP", "TCP", "UDP".',
    },
    docs: {
      description: 'Enforce TCP, UDP or SCTP as the protocol of a Service port',
      spec: { doc: 'part1', section: 'ServicePort', field: 'protocol' },
      details:
        'The server defaults an unset or empty protocol to `TCP` and accepts only `TCP`, `UDP` and `SCTP`; values are ' +
        'case-sensitive. When the value differs from an allowed one only in case (`tcp`), a fix writes the allowed spelling.',
    },
  },
  check(ctx) {
    for (const { port, index, path } of servicePorts(svcSpec(ctx))) {
      const value = port.protocol;
      if (typeof value !== 'string' || (PROTOCOLS as readonly string[]).includes(value)) continue;
      const fixed = PROTOCOLS.find((p) => p === value.toUpperCase());
      ctx.report({
        messageId: 'unsupported',
        path: [...path, 'protocol'],
        data: { index, value },
        ...(fixed ? { fix: { description: `Use ${fixed}`, path: [...path, 'protocol'], action: 'set' as const, value: fixed } } : {}),
      });
    }
  },
});
