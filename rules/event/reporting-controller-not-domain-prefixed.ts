import { createRule, qualifiedName } from '@plumbline/engine';
import { str } from '../_shared/helpers.js';

export default createRule({
  id: 'event/reporting-controller-not-domain-prefixed',
  meta: {
    kinds: ['events/Event'],
    type: 'field',
    severity: 'warning',
    messages: {
      noPrefix:
        '`reportingController` is "{{value}}"; the specification asks for a domain-prefixed name such as ' + '`example.com/{{value}}`.',
    },
    docs: {
      description: 'Require a domain prefix on reportingController',
      spec: { doc: 'part2', section: 'Event', field: 'reportingController' },
      details:
        'The specification describes `reportingController` in domain-prefixed form (`example.com/my-controller`). The API server accepts ' +
        'any qualified name, so a bare name such as `kubelet` is allowed; Plumbline warns.',
    },
  },
  check(ctx) {
    const value = str(ctx.object.reportingController);
    if (!value || value.includes('/') || qualifiedName(value).length > 0) return;
    ctx.report({ messageId: 'noPrefix', path: ['reportingController'], data: { value } });
  },
});
