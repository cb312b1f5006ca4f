import rule from '../../../rules/endpoint-slice/too-many-ports.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

const s = (n: number) => slice(`addressType: IPv4\nendpoints: [{addresses: [10.244.1.5]}]\nports: [${Array.from({ length: n }, (_, i) => `{name: p${i}, port: ${i + 1}}`).join(', ')}]\n`);

ruleTester.run(rule, {
  valid: [s(100)],
  invalid: [{ name: '101 ports', code: s(101), errors: [{ messageId: 'tooMany', path: 'ports', line: 9, column: 1, severity: 'warning' }] }],
});
