import rule from '../../../rules/endpoint-slice/deprecated-topology-ignored.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

ruleTester.run(rule, {
  valid: [slice('addressType: IPv4\nendpoints:\n  - addresses: [10.244.1.5]\n    zone: zone-a\n')],
  invalid: [
    {
      name: 'topology map',
      code: slice('addressType: IPv4\nendpoints:\n  - addresses: [10.244.1.5]\n    deprecatedTopology: {"bad key!": x}\n'),
      errors: [{ messageId: 'ignored', path: 'endpoints[0].deprecatedTopology', line: 10, column: 5, endColumn: 23, severity: 'warning' }],
    },
  ],
});
