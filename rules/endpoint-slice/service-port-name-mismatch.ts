import { createSetRule } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { perList, portsOfAll } from '../_shared/set-helpers.js';
import { slicesWithServices } from './_services.js';

/** The port names of a Service list, once per list. */
const portNamesOf = perList((services) => new Set(portsOfAll(services).map((p) => p.name)));

export default createSetRule({
  id: 'endpoint-slice/service-port-name-mismatch',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'reference',
    reads: ['Service', 'EndpointSlice'],
    readFields: {
      Service: [
        ['spec', 'type'],
        ['spec', 'ports'],
      ],
      EndpointSlice: [['metadata', 'labels'], ['ports']],
    },
    severity: 'warning',
    messages: {
      mismatch: '`ports[{{index}}].name` is {{value}}, but Service "{{service}}" has no port of that name (its port names: {{names}}).',
    },
    docs: {
      description: 'Require EndpointSlice port names to match the port names of their Service',
      spec: [
        { doc: 'part1', section: 'EndpointSlice', field: 'ports' },
        { doc: 'part1', section: 'Service' },
      ],
      details:
        'A reference rule (it runs only when several files are checked together, and only warns). A slice belongs to the Service named ' +
        'by its `<vendor_domain>/service-name` label; the node proxy pairs slice ports with Service ports by name, so a slice port ' +
        'whose name (empty when unset) matches no port of the Service carries traffic for nothing. The rule runs only when that ' +
        'Service (same name, same or unspecified namespace) is in the checked files and has ports.',
    },
  },
  checkSet(ctx) {
    for (const { slice, serviceName, services } of slicesWithServices(ctx)) {
      const names = portNamesOf(services);
      if (names.size === 0) continue;
      arr(slice.object.ports).forEach((port, index) => {
        if (!isObject(port)) return;
        const name = typeof port.name === 'string' ? port.name : '';
        if (names.has(name)) return;
        ctx.report(slice, {
          messageId: 'mismatch',
          path: ['ports', index, 'name'],
          at: typeof port.name === 'string' ? ['ports', index, 'name'] : ['ports', index],
          data: {
            index,
            value: name === '' ? 'empty' : `"${name}"`,
            service: serviceName,
            names: [...names].map((n) => (n === '' ? '(unnamed)' : `"${n}"`)).join(', '),
          },
        });
      });
    }
  },
});
