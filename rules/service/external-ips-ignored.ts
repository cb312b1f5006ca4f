import { createRule } from '@plumbline/engine';
import { isHeadless, typeOf } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/external-ips-ignored',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'warning',
    messages: {
      ignored: '`spec.externalIPs` is ignored on an ExternalName Service.',
      headless: '`spec.externalIPs` is ignored on a headless Service (`clusterIP: None`); nothing proxies traffic for its external IPs.',
    },
    docs: {
      description: 'Disallow externalIPs on ExternalName and headless Services',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'externalIPs' },
      details:
        'The server accepts `externalIPs` on ExternalName Services but nothing routes them, and it sends the warning ' +
        '"spec.externalIPs is ignored when spec.type is ExternalName"; Plumbline warns likewise. A headless Service (type ClusterIP with ' +
        '`clusterIP: None`) gets no virtual IP and no proxy rules, so its external IPs lead nowhere either; the server accepts them and ' +
        'sends the warning "spec.externalIPs is ignored for headless services", and Plumbline warns too. The specification describes ' +
        "`externalIPs` as addresses for which nodes accept the Service's traffic, which needs a proxied Service.",
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (!Array.isArray(spec.externalIPs) || spec.externalIPs.length === 0) return;
    if (typeOf(spec) === 'ExternalName') ctx.report({ messageId: 'ignored', path: ['spec', 'externalIPs'] });
    else if (typeOf(spec) === 'ClusterIP' && isHeadless(spec)) ctx.report({ messageId: 'headless', path: ['spec', 'externalIPs'] });
  },
});
