import { createSetRule } from '@plumbline/engine';
import { arr, isObject, obj } from '../_shared/helpers.js';
import { containerPortNames, podTemplates, templatesByNamespace, WORKLOAD_FIELDS, WORKLOAD_KINDS } from '../_shared/set-helpers.js';

export default createSetRule({
  id: 'endpoint-slice/target-port-name-unresolved',
  meta: {
    kinds: ['Service'],
    type: 'reference',
    reads: ['Service', ...WORKLOAD_KINDS],
    readFields: {
      Service: [
        ['spec', 'type'],
        ['spec', 'selector'],
        ['spec', 'ports'],
      ],
      ...WORKLOAD_FIELDS,
    },
    severity: 'warning',
    messages: {
      unresolved:
        '`spec.ports[{{index}}].targetPort` is "{{value}}", but no container of the {{count}} pod template(s) selected by this ' +
        'Service ({{workloads}}) declares a port of that name; its endpoints will have no port.',
    },
    docs: {
      description: 'Require named Service target ports to resolve to a container port of the selected Pods',
      spec: [
        { doc: 'part1', section: 'ServicePort' },
        { doc: 'part1', section: 'EndpointSlice', field: 'ports' },
      ],
      details:
        'A reference rule (it runs only when several files are checked together, and only warns). The EndpointSlice controller resolves ' +
        'a named `targetPort` against the `containers[].ports[].name` of each Pod the Service selects; a Pod without such a port ' +
        'contributes no endpoint for that Service port. When the checked files hold pod templates (Pod, PodTemplate, ' +
        'ReplicationController, Deployment, StatefulSet, DaemonSet, ReplicaSet, Job, CronJob) whose labels match the Service ' +
        '`selector` in the same or an unspecified namespace, and none of them declares the port name (in containers or init ' +
        'containers), the rule warns. Services without a selector, ExternalName Services, numeric target ports and selectors that ' +
        'match no template in the files are not checked. The rule lives with EndpointSlice because the slice controller is what ' +
        'resolves the name.',
    },
  },
  checkSet(ctx) {
    const templates = podTemplates(ctx.ofKind);
    if (templates.length === 0) return;
    const templatesFor = templatesByNamespace(templates);
    for (const service of ctx.ofKind('Service', '')) {
      const spec = obj(service.object.spec);
      if (spec.type === 'ExternalName' || !isObject(spec.selector)) continue;
      const selector = Object.entries(spec.selector);
      if (selector.length === 0) continue;
      const selected = templatesFor(service).filter((t) => selector.every(([k, v]) => t.labels[k] === v));
      if (selected.length === 0) continue;
      const names = new Set(selected.flatMap((t) => [...containerPortNames(t.spec)]));
      arr(spec.ports).forEach((port, index) => {
        if (!isObject(port) || typeof port.targetPort !== 'string' || port.targetPort === '') return;
        if (names.has(port.targetPort)) return;
        const workloads =
          selected
            .slice(0, 3)
            .map((t) => `${t.resource.kind} "${t.resource.name ?? '?'}"`)
            .join(', ') + (selected.length > 3 ? ', …' : '');
        ctx.report(service, {
          messageId: 'unresolved',
          path: ['spec', 'ports', index, 'targetPort'],
          data: { index, value: port.targetPort, count: selected.length, workloads },
        });
      });
    }
  },
});
