import rule from '../../../rules/node/external-id-immutable.js';
import { ruleTester } from '../../utils/rule-tester.js';

const node = (externalID: string): string => `apiVersion: v1
kind: Node
metadata:
  name: node-1
spec:
  externalID: "${externalID}"
`;

ruleTester.run(rule, {
  valid: [{ old: node('i-0abc'), code: node('i-0abc') }],
  invalid: [{ old: node(''), code: node('i-0abc'), errors: [{ messageId: 'changed', path: 'spec.externalID', line: 6, column: 15 }] }],
});
