import { createSetRule, type SetResource } from '@plumbline/engine';
import { arr, isObject, obj } from '../_shared/helpers.js';
import { isExternalName } from '../_shared/set-helpers.js';
import { slicesWithServices } from './_services.js';

/** The number a Service port sends traffic to: a numeric `targetPort`, or `port` when it is unset; undefined for a named target. */
function targetNumber(port: number | undefined, target: unknown): number | undefined {
  if (target === undefined || target === null || target === 0 || target === '') return port;
  if (typeof target === 'number') return target;
  if (typeof target === 'string' && /^[0-9]+$/.test(target)) return Number(target);
  return undefined;
}

/**
 * The numbers that the ports called `name` of `services` send traffic to, each once, in order; undefined when no port
 * has that name or one of them has a named target (which may resolve to any number). Scanned where the ports are: a
 * slice's Service has a port or three, and a map of them by name made for each Service was most of what this rule cost.
 */
function targetsNamed(services: readonly SetResource[], name: string): number[] | undefined {
  let targets: number[] | undefined;
  for (const service of services) {
    for (const p of arr(obj(service.object.spec).ports)) {
      if (!isObject(p) || (typeof p.name === 'string' ? p.name : '') !== name) continue;
      const target = targetNumber(typeof p.port === 'number' ? p.port : undefined, p.targetPort);
      if (target === undefined) return undefined;
      targets ??= [];
      if (!targets.includes(target)) targets.push(target);
    }
  }
  return targets;
}

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
      arr(slice.object.ports).forEach((port, index) => {
        if (!isObject(port) || typeof port.port !== 'number') return;
        const name = typeof port.name === 'string' ? port.name : '';
        // A named target port anywhere among the candidates may resolve to any number.
        const targets = targetsNamed(services, name);
        if (targets === undefined || targets.includes(port.port)) return;
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
