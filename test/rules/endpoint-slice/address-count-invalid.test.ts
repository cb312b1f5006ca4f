import rule from '../../../rules/endpoint-slice/address-count-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

const many = Array.from({ length: 101 }, (_, i) => `10.0.0.${i + 1}`).join(', ');

ruleTester.run(rule, {
  valid: [slice('addressType: IPv4\nendpoints: [{addresses: [10.244.1.5, 10.244.1.6]}]\n')],
  invalid: [
    { name: 'no address', code: slice('addressType: IPv4\nendpoints:\n  - addresses: []\n'), errors: [{ messageId: 'required', path: 'endpoints[0].addresses', line: 9, column: 5 }] },
    { name: '101 addresses', code: slice(`addressType: IPv4\nendpoints:\n  - addresses: [${many}]\n`), errors: [{ messageId: 'tooMany', path: 'endpoints[0].addresses', line: 9, column: 5 }] },
  ],
});
