import rule from '../../../rules/node/provider-id-format.js';
import { ruleTester } from '../../utils/rule-tester.js';

const node = (providerID: string): string => `apiVersion: v1
kind: Node
metadata:
  name: node-1
spec:
  providerID: "${providerID}"
`;

ruleTester.run(rule, {
  valid: [node('aws:///us-east-1a/i-0abc'), node('kind://docker/kind/kind-control-plane')],
  invalid: [{ code: node('i-0abc123def4567890'), errors: [{ messageId: 'shape', path: 'spec.providerID', line: 6, column: 15, severity: 'warning' }] }],
});
