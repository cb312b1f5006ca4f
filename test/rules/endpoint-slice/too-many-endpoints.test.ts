import rule from '../../../rules/endpoint-slice/too-many-endpoints.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

const endpoints = (n: number) => `endpoints:\n${Array.from({ length: n }, (_, i) => `  - addresses: [10.0.${Math.floor(i / 250)}.${(i % 250) + 1}]\n`).join('')}`;

ruleTester.run(rule, {
  valid: [slice(`addressType: IPv4\n${endpoints(1000)}`)],
  invalid: [{ name: '1001 endpoints', code: slice(`addressType: IPv4\n${endpoints(1001)}`), errors: [{ messageId: 'tooMany', path: 'endpoints', line: 8, column: 1, endColumn: 10 }] }],
});
