import rule from '../../../rules/event/deprecated-field.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const plain = yaml`
  apiVersion: events.k8s.io/v1
  kind: Event
  metadata:
    name: web.181f0b2c9d4e5a6b
    namespace: default
  eventTime: "2025-01-01T10:00:00.000000Z"
`;
const withCount = `${plain}deprecatedCount: 3\n`;

ruleTester.run(rule, {
  valid: [{ old: plain, code: plain }],
  invalid: [
    {
      old: withCount,
      code: withCount,
      errors: [{ messageId: 'deprecated', path: 'deprecatedCount', line: 7, column: 18, severity: 'warning' }],
    },
  ],
});
