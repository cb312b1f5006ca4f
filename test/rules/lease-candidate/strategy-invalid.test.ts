import rule from '../../../rules/lease-candidate/strategy-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';

const candidate = (strategy: string): string => `apiVersion: coordination.k8s.io/v1beta1
kind: LeaseCandidate
metadata:
  name: kcm-node-1
  namespace: kube-system
spec:
  leaseName: kube-controller-manager
  binaryVersion: 1.34.1
  emulationVersion: 1.34.0
  strategy: "${strategy}"
`;

ruleTester.run(rule, {
  valid: [candidate('OldestEmulationVersion'), candidate('example.com/custom-strategy')],
  invalid: [
    { code: candidate('Custom'), errors: [{ messageId: 'notSupported', path: 'spec.strategy.strategy', line: 10, column: 13, endColumn: 21 }] },
    { code: candidate('example.com/-bad-'), errors: [{ messageId: 'invalid', path: 'spec.strategy.strategy', line: 10, column: 13 }] },
  ],
});
