import rule from '../../../rules/endpoint-slice/address-type-deprecated.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

ruleTester.run(rule, {
  valid: [slice('addressType: IPv4\nendpoints: [{addresses: [10.244.1.5]}]\n')],
  invalid: [{ name: 'FQDN', code: slice('addressType: FQDN\nendpoints: [{addresses: [web.example.com]}]\n'), errors: [{ messageId: 'fqdn', path: 'addressType', line: 7, column: 14, severity: 'warning' }] }],
});
