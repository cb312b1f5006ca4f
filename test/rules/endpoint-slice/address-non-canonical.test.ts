import rule from '../../../rules/endpoint-slice/address-non-canonical.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

const s = (type: string, addresses: string) => slice(`addressType: ${type}\nendpoints:\n  - addresses: ${addresses}\n`);

ruleTester.run(rule, {
  valid: [s('IPv6', '["2001:db8::5"]'), s('IPv4', '[10.244.1.5]')],
  invalid: [
    {
      name: 'uncompressed IPv6',
      code: s('IPv6', '["2001:db8:0:0:0:0:0:5", "2001:0DB8::5"]'),
      errors: [
        { messageId: 'nonCanonical', path: 'endpoints[0].addresses[0]', line: 9, column: 17, message: '`endpoints[0].addresses[0]` is "2001:db8:0:0:0:0:0:5"; write IPs in canonical form: "2001:db8::5".' },
        { messageId: 'nonCanonical', path: 'endpoints[0].addresses[1]', line: 9, column: 41 },
      ],
    },
    { name: 'IPv4 with leading zeros', code: s('IPv4', '[10.244.1.05]'), errors: [{ messageId: 'nonCanonical', path: 'endpoints[0].addresses[0]', line: 9, column: 17, severity: 'warning' }] },
  ],
});
