import rule from '../../../rules/lease-candidate/required-field-missing.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: coordination.k8s.io/v1beta1
      kind: LeaseCandidate
      metadata:
        name: kcm-node-1
        namespace: kube-system
      spec:
        leaseName: kube-controller-manager
        binaryVersion: 1.34.1
        emulationVersion: 1.34.0
        strategy: OldestEmulationVersion
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: coordination.k8s.io/v1beta1
        kind: LeaseCandidate
        metadata:
          name: kcm-node-1
          namespace: kube-system
        spec:
          binaryVersion: ""
          strategy: OldestEmulationVersion
      `,
      errors: [
        { messageId: 'field', path: 'spec.leaseName', line: 6, column: 1 },
        { messageId: 'emulationVersion', path: 'spec.emulationVersion', line: 6, column: 1 },
        { messageId: 'field', path: 'spec.binaryVersion', line: 7, column: 18 },
      ],
    },
  ],
});
