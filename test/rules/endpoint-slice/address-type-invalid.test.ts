import rule from '../../../rules/endpoint-slice/address-type-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

ruleTester.run(rule, {
  valid: [slice('addressType: IPv6\nendpoints: [{addresses: ["2001:db8::5"]}]\n'), slice('addressType: FQDN\nendpoints: [{addresses: [web.example.com]}]\n')],
  invalid: [
    { name: 'missing', code: slice('endpoints: [{addresses: [10.244.1.5]}]\n'), errors: [{ messageId: 'required', path: 'addressType', line: 1, column: 1 }] },
    { name: 'lower case', code: slice('addressType: ipv4\nendpoints: [{addresses: [10.244.1.5]}]\n'), errors: [{ messageId: 'notSupported', path: 'addressType', line: 7, column: 14, endColumn: 18 }] },
  ],
});
