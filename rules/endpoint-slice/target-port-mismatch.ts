import { createSetRule } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { isExternalName, perList, portsOfAll } from '../_shared/set-helpers.js';
import { slicesWithServices } from './_services.js';

/** The number a Service port sends traffic to: a numeric `targetPort`, or `port` when it is unset; undefined for a named target. */
function targetNumber(port: { port: number | undefined; targetPort: unknown }): number | undefined {
  const target = port.targetPort;
  if (target === undefined || target === null || target === 0 || target === '') return port.port;
  if (typeof target === 'number') return target;
  if (typeof target === 'string' && /^[0-9]+$/.test(target)) return Number(target);
  return undefined;
}

/** The ports of a Service list by name, in order, once per list. */
const portsByNameOf = perList((services) => {
  const byName = new Map<string, ReturnType<typeof portsOfAll>>();
  for (const p of portsOfAll(services)) {
    const list = byName.get(p.name);
    if (list) list.push(p);
    else byName.set(p.name, [p]);
  }
  return byName;
});

export default createSetRule({
  id: 'endpoint-slice/target-port-mismatch',
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
      mismatch:
        '`ports[{{index}}].port` is {{value}}, but port {{name}} of Service "{{service}}" targets {{targets}}; a slice of a ' +
        "Service carries the Service's target port.",
    },
    docs: {
      description: "Require the port numbers of a Service's EndpointSlice to equal the Service's numeric target ports",
      spec: [
        { doc: 'part1', section: 'EndpointSlice', field: 'port' },
        { doc: 'part1', section: 'ServicePort', field: 'targetPort' },
      ],
      details:
        'A reference rule (it runs only when several files are checked together, and only warns). The specification says that in a slice ' +
        "derived from a Service each port equals the Service's target port: the node proxy sends the traffic of a Service port to the " +
        'slice port of the same name, so a different number sends it to a port the Pods may not serve. The slice belongs to the ' +
        'Service named by its `<vendor_domain>/service-name` label (same or unspecified namespace). Only numeric target ports are ' +
        'compared (`targetPort` unset means `port`); a named target port resolves per Pod and is checked by ' +
        '`endpoint-slice/target-port-name-unresolved`, and a slice port that matches no Service port name is reported by ' +
        '`endpoint-slice/service-port-name-mismatch`. A slice port without a number (allowed for slices that are not derived from a ' +
        'Service) is left alone. The server does not compare slices with Services.',
    },
  },
  checkSet(ctx) {
    for (const { slice, serviceName, services } of slicesWithServices(ctx, (s) => !isExternalName(s))) {
      const byName = portsByNameOf(services);
      arr(slice.object.ports).forEach((port, index) => {
        if (!isObject(port) || typeof port.port !== 'number') return;
        const name = typeof port.name === 'string' ? port.name : '';
        const same = byName.get(name) ?? [];
        // A named target port anywhere among the candidates may resolve to any number.
        if (same.length === 0 || same.some((p) => targetNumber(p) === undefined)) return;
        const targets = [...new Set(same.map((p) => targetNumber(p) as number))];
        if (targets.includes(port.port)) return;
        ctx.report(slice, {
          messageId: 'mismatch',
          path: ['ports', index, 'port'],
          data: {
            index,
            value: port.port,
            name: name === '' ? '(unnamed)' : `"${name}"`,
            service: serviceName,
            targets: targets.join(' or '),
          },
        });
      });
    }
  },
});
