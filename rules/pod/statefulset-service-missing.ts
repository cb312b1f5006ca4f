import { createSetRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { indexOf, namespaceText } from '../_shared/set-helpers.js';

export default createSetRule({
  id: 'pod/statefulset-service-missing',
  meta: {
    kinds: ['StatefulSet'],
    type: 'reference',
    reads: ['StatefulSet', 'Service'],
    readFields: { StatefulSet: [['spec', 'serviceName']], Service: [['spec', 'clusterIP']] },
    severity: 'warning',
    messages: {
      missing: '`spec.serviceName` names Service "{{name}}", which is not among the Services of {{namespace}} in the checked files.',
      notHeadless:
        '`spec.serviceName` names Service "{{name}}", which is not headless (`clusterIP: None`); the pods get no stable DNS names ' +
        '(`<pod>.{{name}}`).',
    },
    docs: {
      description: 'Require a StatefulSet serviceName to name a headless Service in the checked files',
      spec: { doc: 'part1', section: 'Service' },
      details:
        'A reference rule (several files checked together; never in the webhook; a warning). A StatefulSet gives its pods the DNS ' +
        'names `<pod>.<serviceName>.<namespace>.svc` through a headless Service (`clusterIP: None`) of that name, which the ' +
        'StatefulSet does not create. It warns when no Service of that name could be in the namespace, or when every one found has a ' +
        'cluster IP other than None (set, or left to be allocated). Silent when the checked files hold no Service that could be in ' +
        'the namespace (a missing `metadata.namespace` counts as any namespace), and for an empty or absent `serviceName` (optional ' +
        'since Kubernetes 1.32). The API server accepts such a StatefulSet.',
    },
  },
  checkSet(ctx) {
    const sets = ctx.ofKind('StatefulSet', 'apps');
    if (sets.length === 0) return;
    const services = indexOf(ctx.ofKind('Service', ''));
    if (services.size === 0) return;
    for (const sts of sets) {
      const name = obj(sts.object.spec).serviceName;
      if (typeof name !== 'string' || name === '' || !services.anyFor(sts)) continue;
      const found = services.named(name, sts);
      const path = ['spec', 'serviceName'];
      if (found.length === 0) {
        ctx.report(sts, { messageId: 'missing', path, data: { name, namespace: namespaceText(sts) } });
      } else if (found.every((s) => obj(s.object.spec).clusterIP !== 'None')) {
        ctx.report(sts, { messageId: 'notHeadless', path, data: { name } });
      }
    }
  },
});
