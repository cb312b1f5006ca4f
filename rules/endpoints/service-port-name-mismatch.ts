import { createSetRule } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { indexOf, servicePorts } from '../_shared/set-helpers.js';

export default createSetRule({
  id: 'endpoints/service-port-name-mismatch',
  meta: {
    kinds: ['Endpoints'],
    type: 'reference',
    reads: ['Service', 'Endpoints'],
    readFields: { Service: [['spec', 'ports']], Endpoints: [['subsets', '*', 'ports']] },
    severity: 'warning',
    messages: {
      mismatch:
        '`subsets[{{subset}}].ports[{{index}}].name` is {{value}}, but Service "{{service}}" has no port of that name (its port ' +
        'names: {{names}}).',
    },
    docs: {
      description: 'Require Endpoints port names to match the port names of their Service',
      spec: [
        { doc: 'part1', section: 'Endpoints (deprecated from release 1.33 on; use EndpointSlice)', field: 'name' },
        { doc: 'part1', section: 'Service' },
      ],
      details:
        'A reference rule (it runs only when several files are checked together, and only warns). An Endpoints object belongs to the ' +
        'Service of the same name and namespace; each port name (empty when unset) must equal the name of a Service port, or the node ' +
        'proxy and the mirroring controller have nothing to pair it with. The rule runs only when that Service is in the checked files ' +
        'and has ports; a missing namespace matches any namespace.',
    },
  },
  checkSet(ctx) {
    const services = indexOf(ctx.ofKind('Service', ''));
    if (services.size === 0) return;
    for (const endpoints of ctx.ofKind('Endpoints', '')) {
      const matches = typeof endpoints.name === 'string' ? services.named(endpoints.name, endpoints) : [];
      const ports = matches.flatMap((s) => servicePorts(s));
      if (ports.length === 0) continue;
      const names = new Set(ports.map((p) => p.name));
      arr(endpoints.object.subsets).forEach((subset, s) => {
        if (!isObject(subset)) return;
        arr(subset.ports).forEach((port, index) => {
          if (!isObject(port)) return;
          const name = typeof port.name === 'string' ? port.name : '';
          if (names.has(name)) return;
          ctx.report(endpoints, {
            messageId: 'mismatch',
            path: ['subsets', s, 'ports', index, 'name'],
            at: typeof port.name === 'string' ? ['subsets', s, 'ports', index, 'name'] : ['subsets', s, 'ports', index],
            data: {
              subset: s,
              index,
              value: name === '' ? 'empty' : `"${name}"`,
              service: endpoints.name ?? '',
              names: [...names].map((n) => (n === '' ? '(unnamed)' : `"${n}"`)).join(', '),
            },
          });
        });
      });
    }
  },
});
