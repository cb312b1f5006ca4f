import rule from '../../../rules/csi-driver/node-allocatable-update-period-too-short.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const driver = (seconds: number): string => yaml`
  apiVersion: storage.k8s.io/v1
  kind: CSIDriver
  metadata: {name: ebs.csi.aws.com}
  spec:
    nodeAllocatableUpdatePeriodSeconds: ${seconds}
`;

ruleTester.run(rule, {
  valid: [
    { name: '10 with the gate on', code: driver(10), featureGates: { MutableCSINodeAllocatableCount: true } },
    { name: '9 with the gate off (dropped)', code: driver(9) },
  ],
  invalid: [
    {
      name: '9 with the gate on',
      code: driver(9),
      featureGates: { MutableCSINodeAllocatableCount: true },
      errors: [{ messageId: 'tooShort', path: 'spec.nodeAllocatableUpdatePeriodSeconds', line: 5, column: 39 }],
    },
    {
      name: 'gate off, but the stored object has the field',
      code: driver(5),
      old: driver(60),
      errors: [{ messageId: 'tooShort', path: 'spec.nodeAllocatableUpdatePeriodSeconds', line: 5, column: 39 }],
    },
  ],
});
