import { createSetRule } from '@plumbline/engine';
import { isObject, pathText } from '../_shared/helpers.js';
import { eachBackend } from './_ingress.js';
import { indexOf, isExternalName, namespaceText, perList, portsOfAll, servicePorts } from '../_shared/set-helpers.js';

/** Whether the ports of a Service list are unknown (ExternalName, or a Service without ports), once per list. */
const unknownPorts = perList((services) => services.some((s) => isExternalName(s) || servicePorts(s).length === 0));
const portNumbersOf = perList((services) => new Set(portsOfAll(services).map((p) => p.port)));
const portNamesOf = perList((services) => new Set(portsOfAll(services).map((p) => p.name)));

export default createSetRule({
  id: 'ingress/service-reference-missing',
  meta: {
    kinds: ['Ingress'],
    type: 'reference',
    reads: ['Service', 'Ingress'],
    readFields: {
      Service: [
        ['spec', 'type'],
        ['spec', 'ports'],
      ],
      Ingress: [
        ['spec', 'defaultBackend'],
        ['spec', 'rules', '*', 'http', 'paths', '*', 'backend'],
      ],
    },
    severity: 'warning',
    messages: {
      service: '`{{path}}` names Service "{{name}}", which is not among the Services of {{namespace}} in the checked files.',
      portNumber: '`{{path}}` is {{value}}, but Service "{{name}}" has no port {{value}} (its ports: {{ports}}).',
      portName: '`{{path}}` is "{{value}}", but Service "{{name}}" has no port of that name (its port names: {{ports}}).',
    },
    docs: {
      description: 'Require Ingress backends to name a Service and port present in the checked files',
      spec: { doc: 'part1', section: 'Ingress', field: 'service.name' },
      details:
        'A reference rule: it runs only when several files are checked together (`plumbline lint` over a repository, a workspace in the ' +
        'editor; see "Checking several resources together" in docs/api.md), never in the admission webhook, and it only warns. For ' +
        'every Service backend of an Ingress (`spec.defaultBackend`, `spec.rules[].http.paths[].backend`) it looks for a Service of ' +
        'that name in the same namespace, and for the port given by `port.number` (a Service `port`, not a `targetPort`) or ' +
        '`port.name`. To avoid noise from a partial view it stays silent when the set holds no Service that could be in the Ingress ' +
        'namespace, and it treats a missing `metadata.namespace` as "any namespace". Ports of ExternalName Services and of Services ' +
        'without ports are not checked. The API server does not check any of this: a backend naming a missing Service is stored and ' +
        'answers 503 until the Service exists.',
    },
  },
  checkSet(ctx) {
    const services = indexOf(ctx.ofKind('Service', ''));
    if (services.size === 0) return;
    for (const ingress of ctx.ofKind('Ingress', ctx.group('networking'))) {
      if (!services.anyFor(ingress)) continue;
      eachBackend(ingress.object, (backend, base) => {
        if (!isObject(backend.service)) return;
        const name = backend.service.name;
        if (typeof name !== 'string' || name === '') return;
        const matches = services.named(name, ingress);
        if (matches.length === 0) {
          ctx.report(ingress, {
            messageId: 'service',
            path: [...base, 'service', 'name'],
            data: { path: `${pathText(base)}.service.name`, name, namespace: namespaceText(ingress) },
          });
          return;
        }
        if (unknownPorts(matches)) return;
        const port = isObject(backend.service.port) ? backend.service.port : {};
        const all = portsOfAll(matches);
        if (typeof port.number === 'number' && port.number !== 0) {
          if (!portNumbersOf(matches).has(port.number)) {
            ctx.report(ingress, {
              messageId: 'portNumber',
              path: [...base, 'service', 'port', 'number'],
              data: { path: `${pathText(base)}.service.port.number`, value: port.number, name, ports: all.map((p) => p.port).join(', ') },
            });
          }
        } else if (typeof port.name === 'string' && port.name !== '') {
          if (!portNamesOf(matches).has(port.name)) {
            const names = all.map((p) => (p.name === '' ? '(unnamed)' : `"${p.name}"`)).join(', ');
            ctx.report(ingress, {
              messageId: 'portName',
              path: [...base, 'service', 'port', 'name'],
              data: { path: `${pathText(base)}.service.port.name`, value: port.name, name, ports: names },
            });
          }
        }
      });
    }
  },
});
