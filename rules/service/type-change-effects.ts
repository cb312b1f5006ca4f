import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { typeOf } from './kind.js';
import { svcSpec } from './_util.js';

const TRACKED = [
  'clusterIP',
  'clusterIPs',
  'ipFamilies',
  'ipFamilyPolicy',
  'healthCheckNodePort',
  'allocateLoadBalancerNodePorts',
  'loadBalancerClass',
  'externalTrafficPolicy',
] as const;

function present(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === 0) return false;
  return !Array.isArray(value) || value.length > 0;
}

export default createRule({
  id: 'service/type-change-effects',
  meta: {
    kinds: ['Service'],
    type: 'transition',
    severity: 'info',
    messages: {
      dropped: 'Changing `spec.type` from {{from}} to {{to}} removes {{fields}} from the stored Service.',
    },
    docs: {
      description: 'Enforce awareness of the fields a Service type change removes',
      spec: { doc: 'part1', section: 'States and transitions' },
      details:
        'When the type changes, the server removes the fields the new type does not use, provided the manifest leaves them as stored: ' +
        'moving to ExternalName releases `clusterIP` and `clusterIPs` and erases `ipFamilies` and `ipFamilyPolicy`; leaving NodePort ' +
        'or LoadBalancer for a type without node ports erases `nodePort`; leaving LoadBalancer with the Local policy erases ' +
        '`healthCheckNodePort`; leaving LoadBalancer removes `allocateLoadBalancerNodePorts` and `loadBalancerClass`; becoming ' +
        'internal drops `externalTrafficPolicy`. A released cluster IP may be given to another Service. This information lists what ' +
        'the stored Service loses, so that nobody is surprised when the type is changed back.',
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    const spec = svcSpec(ctx);
    const oldSpec = obj(ctx.oldObject.spec);
    const from = typeOf(oldSpec);
    const to = typeOf(spec);
    if (from === to) return;
    const fields: string[] = TRACKED.filter((f) => present(oldSpec[f]) && !present(spec[f])).map((f) => `\`${f}\``);
    const oldPorts = Array.isArray(oldSpec.ports) ? oldSpec.ports : [];
    const newPorts = Array.isArray(spec.ports) ? spec.ports : [];
    const hadNodePorts = oldPorts.some((p) => present(obj(p).nodePort));
    if (hadNodePorts && !newPorts.some((p) => present(obj(p).nodePort))) fields.push('the node ports');
    if (fields.length === 0) return;
    ctx.report({ messageId: 'dropped', path: ['spec', 'type'], data: { from, to, fields: fields.join(', ') } });
  },
});
