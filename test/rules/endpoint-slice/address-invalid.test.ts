import rule from '../../../rules/endpoint-slice/address-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

const s = (type: string, addresses: string) => slice(`addressType: ${type}\nendpoints:\n  - addresses: ${addresses}\n`);

ruleTester.run(rule, {
  valid: [
    s('IPv4', '[10.244.1.5]'),
    s('IPv6', '["2001:db8::5"]'),
    s('FQDN', '[web.example.com, "api.example.com."]'),
    { name: 'IPv4-mapped IPv6 counts as IPv4 without the strict gate', code: s('IPv4', '["::ffff:10.244.1.5"]') },
  ],
  invalid: [
    { name: 'not an IP', code: s('IPv4', '[web-0]'), errors: [{ messageId: 'invalidIp', path: 'endpoints[0].addresses[0]', line: 9, column: 17, endColumn: 22 }] },
    { name: 'IPv6 in an IPv4 slice', code: s('IPv4', '["2001:db8::5"]'), errors: [{ messageId: 'wrongFamily', path: 'endpoints[0].addresses[0]', line: 9, column: 17 }] },
    { name: 'IPv4-mapped in an IPv6 slice', code: s('IPv6', '["::ffff:10.244.1.5"]'), errors: [{ messageId: 'wrongFamily', path: 'endpoints[0].addresses[0]', line: 9, column: 17 }] },
    {
      name: 'IPv4-mapped in an IPv6 slice with StrictIPCIDRValidation',
      featureGates: { StrictIPCIDRValidation: true },
      code: s('IPv6', '["::ffff:10.244.1.5"]'),
      errors: [{ messageId: 'mapped', path: 'endpoints[0].addresses[0]', line: 9, column: 17 }],
    },
    {
      name: 'leading zeros with StrictIPCIDRValidation',
      featureGates: { StrictIPCIDRValidation: true },
      code: s('IPv4', '[10.244.1.05]'),
      errors: [{ messageId: 'leadingZeros', path: 'endpoints[0].addresses[0]', line: 9, column: 17 }],
    },
    { name: 'loopback', code: s('IPv4', '[127.0.0.1]'), errors: [{ messageId: 'special', path: 'endpoints[0].addresses[0]', line: 9, column: 17 }] },
    { name: 'single-label FQDN', code: s('FQDN', '[web]'), errors: [{ messageId: 'fqdn', path: 'endpoints[0].addresses[0]', line: 9, column: 17 }] },
  ],
});
