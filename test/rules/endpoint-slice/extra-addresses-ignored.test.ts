import rule from '../../../rules/endpoint-slice/extra-addresses-ignored.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

ruleTester.run(rule, {
  valid: [
    slice('addressType: IPv4\nendpoints:\n  - addresses: [10.244.1.5]\n  - addresses: [10.244.1.6]\n'),
    slice('addressType: FQDN\nendpoints:\n  - addresses: [a.example.com, b.example.com]\n'),
  ],
  invalid: [
    {
      name: 'two addresses on one endpoint',
      code: slice('addressType: IPv4\nendpoints:\n  - addresses: [10.244.1.5]\n  - addresses: [10.244.1.6, 10.244.1.7]\n'),
      errors: [{ messageId: 'extra', path: 'endpoints[1].addresses', severity: 'warning', line: 10, column: 5, endLine: 10, endColumn: 14 }],
    },
  ],
});
