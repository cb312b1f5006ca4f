import rule from '../../../rules/lease-candidate/lease-name-immutable.js';
import { ruleTester } from '../../utils/rule-tester.js';

const candidate = (leaseName: string, renew: string): string => `apiVersion: coordination.k8s.io/v1beta1
kind: LeaseCandidate
metadata:
  name: kcm-node-1
  namespace: kube-system
spec:
  leaseName: ${leaseName}
  binaryVersion: 1.34.1
  strategy: example.com/custom
  renewTime: "${renew}"
`;

ruleTester.run(rule, {
  valid: [{ name: 'renewal', old: candidate('kube-controller-manager', '2025-01-01T10:00:00.000000Z'), code: candidate('kube-controller-manager', '2025-01-01T11:00:00.000000Z') }],
  invalid: [
    {
      old: candidate('kube-controller-manager', '2025-01-01T10:00:00.000000Z'),
      code: candidate('kube-scheduler', '2025-01-01T10:00:00.000000Z'),
      errors: [{ messageId: 'immutable', path: 'spec.leaseName', line: 7, column: 14 }],
    },
  ],
});
