import rule from '../../../rules/endpoint-slice/hint-zone-name-missing.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

const s = (hints: string) => slice(`addressType: IPv4\nendpoints:\n  - addresses: [10.244.1.5]\n    hints: ${hints}\n`);

ruleTester.run(rule, {
  valid: [s('{forZones: [{name: zone-a}]}')],
  invalid: [{ name: 'empty zone name', code: s('{forZones: [{name: ""}]}'), errors: [{ messageId: 'missing', path: 'endpoints[0].hints.forZones[0].name', line: 10, column: 31, severity: 'warning' }] }],
});
