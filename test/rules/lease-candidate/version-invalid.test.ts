import rule from '../../../rules/lease-candidate/version-invalid.js';
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
        binaryVersion: 1.34.1-rc.1
        emulationVersion: 1.34.0
        strategy: OldestEmulationVersion
    `,
  ],
  invalid: [
    {
      name: 'v prefix and binary below emulation',
      code: yaml`
        apiVersion: coordination.k8s.io/v1beta1
        kind: LeaseCandidate
        metadata:
          name: kcm-node-1
          namespace: kube-system
        spec:
          leaseName: kube-controller-manager
          binaryVersion: v1.34.1
          emulationVersion: 1.34.0
          strategy: OldestEmulationVersion
      `,
      errors: [
        { messageId: 'notSemVer', path: 'spec.binaryVersion', message: '`spec.binaryVersion` is "v1.34.1"; it must be a semantic version such as 1.34.1, without a `v` prefix.', line: 8, column: 18 },
        { messageId: 'binaryBelowEmulation', path: 'spec.binaryVersion', line: 8, column: 18 },
      ],
    },
  ],
});
