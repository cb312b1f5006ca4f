import { createRule } from '@plumbline/core/rule';
import { typeOf } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/external-ips-ignored',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'warning',
    messages: {
      ignored: '`spec.externalIPs` is ignored on an ExternalName Service.',
    },
    docs: {
      description: 'Disallow externalIPs on ExternalName Services',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'externalIPs' },
      details: 'The server accepts `externalIPs` on ExternalName Services but nothing routes them, and it sends the warning "spec.externalIPs is ignored when spec.type is ExternalName"; Plumbline warns likewise.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (typeOf(spec) !== 'ExternalName' || !Array.isArray(spec.externalIPs) || spec.externalIPs.length === 0) return;
    ctx.report({ messageId: 'ignored', path: ['spec', 'externalIPs'] });
  },
});
