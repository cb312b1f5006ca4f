import { createRule } from '@plumbline/engine';
import { servicePorts, svcSpec } from './_util.js';

export default createRule({
  id: 'service/port-name-duplicate',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueDuplicate',
    messages: {
      duplicate: '`spec.ports[{{index}}].name` is "{{name}}", already used by `spec.ports[{{first}}]`; port names must be unique.',
    },
    docs: {
      description: 'Disallow two ports of a Service with the same name',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'ports' },
      details:
        'Port names are unique within `spec.ports`. The server reports every later port that repeats a name at ' +
        '`spec.ports[i].name` (Duplicate).',
    },
  },
  check(ctx) {
    const seen = new Map<string, number>();
    for (const { port, index, path } of servicePorts(svcSpec(ctx))) {
      if (typeof port.name !== 'string' || port.name === '') continue;
      const first = seen.get(port.name);
      if (first === undefined) seen.set(port.name, index);
      else ctx.report({ messageId: 'duplicate', path: [...path, 'name'], data: { index, name: port.name, first } });
    }
  },
});
