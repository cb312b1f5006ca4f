import rule from '../../../rules/endpoint-slice/endpoint-name-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

const s = (extra: string) => slice(`addressType: IPv4\nendpoints:\n  - addresses: [10.244.1.5]\n${extra}`);

ruleTester.run(rule, {
  valid: [s('    hostname: web-0\n    nodeName: node-1.example.com\n')],
  invalid: [
    {
      name: 'bad hostname and node name',
      code: s('    hostname: Web_0\n    nodeName: Node_1\n'),
      errors: [
        { messageId: 'hostname', path: 'endpoints[0].hostname', line: 10, column: 15, endColumn: 20 },
        { messageId: 'nodeName', path: 'endpoints[0].nodeName', line: 11, column: 15 },
      ],
    },
  ],
});
