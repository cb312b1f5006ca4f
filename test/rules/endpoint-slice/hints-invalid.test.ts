import rule from '../../../rules/endpoint-slice/hints-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

const s = (hints: string) => slice(`addressType: IPv4\nendpoints:\n  - addresses: [10.244.1.5]\n    hints: ${hints}\n`);
const nodes = (n: number) => `[${Array.from({ length: n }, (_, i) => `{name: node-${i}}`).join(', ')}]`;

ruleTester.run(rule, {
  valid: [s(`{forZones: [{name: zone-a}, {name: ""}], forNodes: ${nodes(8)}}`), { name: 'forNodes dropped when the gate is off', featureGates: { PreferSameTrafficDistribution: false }, code: s('{forNodes: [{}]}') }],
  invalid: [
    { name: '9 node hints', code: s(`{forNodes: ${nodes(9)}}`), errors: [{ messageId: 'tooMany', path: 'endpoints[0].hints.forNodes', line: 10, column: 13 }] },
    { name: 'node hint without a name', code: s('{forNodes: [{}]}'), errors: [{ messageId: 'nodeName', path: 'endpoints[0].hints.forNodes[0].name', line: 10, column: 24 }] },
    {
      name: 'duplicate zone and bad zone name',
      code: s('{forZones: [{name: zone-a}, {name: zone-a}, {name: "zone a"}]}'),
      errors: [
        { messageId: 'duplicate', path: 'endpoints[0].hints.forZones[1].name', line: 10, column: 47 },
        { messageId: 'zoneName', path: 'endpoints[0].hints.forZones[2].name', line: 10, column: 63 },
      ],
    },
  ],
});
