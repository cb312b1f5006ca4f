import rule from '../../../rules/endpoint-slice/address-type-immutable.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

const v4 = slice('addressType: IPv4\nendpoints: [{addresses: [10.244.1.5]}]\n');
const v6 = slice('addressType: IPv6\nendpoints: [{addresses: ["2001:db8::5"]}]\n');

ruleTester.run(rule, {
  valid: [v4, { name: 'same type on update', code: v4, old: v4 }],
  invalid: [{ name: 'IPv4 to IPv6', code: v6, old: v4, errors: [{ messageId: 'changed', path: 'addressType', line: 7, column: 14, message: '`addressType` changed from IPv4 to IPv6; it is immutable (create a new slice instead).' }] }],
});
