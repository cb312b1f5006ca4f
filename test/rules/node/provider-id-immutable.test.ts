import rule from '../../../rules/node/provider-id-immutable.js';
import { ruleTester } from '../../utils/rule-tester.js';

const node = (providerID: string): string => `apiVersion: v1
kind: Node
metadata:
  name: node-1
spec:
  providerID: "${providerID}"
`;

ruleTester.run(rule, {
  valid: [{ name: 'first set', old: node(''), code: node('aws:///us-east-1a/i-0abc') }],
  invalid: [{ old: node('aws:///us-east-1a/i-0abc'), code: node('aws:///us-east-1a/i-0def'), errors: [{ messageId: 'changed', path: 'spec.providerID', line: 6, column: 15 }] }],
});
