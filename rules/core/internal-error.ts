import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('core/internal-error', {
  kinds: ['*'],
  severity: 'error',
  reason: 'InternalError',
  messages: { internalError: 'Rule {{rule}} failed on this object ({{error}}); please report it.' },
  docs: {
    description: 'Enforce that a failing rule is reported instead of crashing the run',
    spec: { doc: 'part1', section: 'Errors' },
    details:
      "A rule that throws is contained: the other rules still run and the failure is reported with the rule's id, so that " +
      'nothing is lost silently.',
  },
});
