import { createRule } from '@plumbline/engine';

export default createRule({
  id: 'component-status/deprecated-kind',
  meta: {
    kinds: ['ComponentStatus'],
    type: 'field',
    severity: 'warning',
    messages: {
      deprecated:
        '`kind` ComponentStatus is deprecated since release 1.19; use the API server health endpoints (`/livez`, ' + '`/readyz`) instead.',
    },
    docs: {
      description: 'Disallow the deprecated ComponentStatus kind',
      spec: { doc: 'part2', section: 'ComponentStatus (deprecated from release 1.19)' },
      details:
        'ComponentStatus is deprecated since release 1.19 and reports incomplete information; the health endpoints replace it. ' +
        'The API server adds a deprecation warning to every request for it.',
    },
  },
  check(ctx) {
    ctx.report({ messageId: 'deprecated', path: ['kind'] });
  },
});
