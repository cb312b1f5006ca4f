import { createRule } from '@plumbline/engine';
import { isHeadless } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/headless-session-affinity',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'warning',
    messages: {
      ignored:
        '`spec.sessionAffinity` is ClientIP on a headless Service; headless Services are not proxied, so session affinity has no ' +
        'effect.',
    },
    docs: {
      description: 'Disallow ClientIP session affinity on headless Services',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'sessionAffinity' },
      details:
        'Clients of a headless Service (`clusterIP: None`) connect to Pod addresses directly, so no proxy applies session ' +
        'affinity. The v1.34 server sends the warning "spec.SessionAffinity is ignored for headless services" for every headless ' +
        'Service, even with the default `None`; Plumbline warns only when ClientIP is actually requested, where the warning tells the ' +
        'user something.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (isHeadless(spec) && spec.sessionAffinity === 'ClientIP') ctx.report({ messageId: 'ignored', path: ['spec', 'sessionAffinity'] });
  },
});
