import rule from '../../../rules/lease-candidate/name-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';

const candidate = (name: string): string => `apiVersion: coordination.k8s.io/v1beta1
kind: LeaseCandidate
metadata:
  name: ${name}
  namespace: kube-system
spec:
  leaseName: kube-controller-manager
  binaryVersion: 1.34.1
  strategy: example.com/custom
`;

ruleTester.run(rule, {
  valid: [candidate('kube-controller-manager-node-1'), { name: 'uppercase and underscores are allowed', code: candidate('Controller_Node.1') }],
  invalid: [{ code: candidate('node/1'), errors: [{ messageId: 'invalid', path: 'metadata.name', line: 4, column: 9, endColumn: 15 }] }],
});
