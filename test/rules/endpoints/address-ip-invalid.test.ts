import rule from '../../../rules/endpoints/address-ip-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const ep = (addresses: string, notReady = '[]') => yaml`
  apiVersion: v1
  kind: Endpoints
  metadata: {name: web, namespace: default}
  subsets:
    - addresses: ${addresses}
      notReadyAddresses: ${notReady}
      ports: [{port: 8080}]
`;

ruleTester.run(rule, {
  valid: [
    ep('[{ip: 10.244.1.5}, {ip: "2001:db8::5"}]'),
    { name: 'leading zeros are read as decimal without the strict gate', code: ep('[{ip: 10.244.1.05}]') },
  ],
  invalid: [
    { name: 'a hostname', code: ep('[{ip: web-0}]'), errors: [{ messageId: 'invalid', path: 'subsets[0].addresses[0].ip', line: 5, column: 22, endColumn: 27 }] },
    { name: 'a CIDR', code: ep('[{ip: 10.244.1.0/24}]'), errors: [{ messageId: 'invalid', path: 'subsets[0].addresses[0].ip', line: 5, column: 22 }] },
    { name: 'missing ip', code: ep('[{hostname: web-0}]'), errors: [{ messageId: 'required', path: 'subsets[0].addresses[0].ip', line: 5, column: 17 }] },
    {
      name: 'loopback, not ready',
      code: ep('[{ip: 10.0.0.1}]', '[{ip: 127.0.0.1}]'),
      errors: [{ messageId: 'special', path: 'subsets[0].notReadyAddresses[0].ip', line: 6, column: 30, message: '`subsets[0].notReadyAddresses[0].ip` is "127.0.0.1", which is in the loopback range (127.0.0.0/8, ::1/128); such addresses cannot be endpoints.' }],
    },
    {
      name: 'link-local, link-local multicast and unspecified',
      code: ep('[{ip: 169.254.169.254}, {ip: "ff02::1"}, {ip: 0.0.0.0}]'),
      errors: [
        { messageId: 'special', path: 'subsets[0].addresses[0].ip', line: 5, column: 22 },
        { messageId: 'special', path: 'subsets[0].addresses[1].ip', line: 5, column: 45 },
        { messageId: 'special', path: 'subsets[0].addresses[2].ip', line: 5, column: 62 },
      ],
    },
    {
      name: 'leading zeros and IPv4-mapped IPv6 with StrictIPCIDRValidation',
      featureGates: { StrictIPCIDRValidation: true },
      code: ep('[{ip: 10.244.1.05}, {ip: "::ffff:10.0.0.1"}]'),
      errors: [
        { messageId: 'leadingZeros', path: 'subsets[0].addresses[0].ip', line: 5, column: 22 },
        { messageId: 'mapped', path: 'subsets[0].addresses[1].ip', line: 5, column: 41 },
      ],
    },
  ],
});
