import rule from '../../../rules/csi-driver/node-allocatable-update-period-dropped.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const driver = yaml`
  apiVersion: storage.k8s.io/v1
  kind: CSIDriver
  metadata: {name: ebs.csi.aws.com}
  spec:
    nodeAllocatableUpdatePeriodSeconds: 60
`;

ruleTester.run(rule, {
  valid: [{ name: 'gate on', code: driver, featureGates: { MutableCSINodeAllocatableCount: true } }],
  invalid: [
    {
      name: 'gate off (the v1.34 default)',
      code: driver,
      errors: [{ messageId: 'dropped', path: 'spec.nodeAllocatableUpdatePeriodSeconds', severity: 'warning', line: 5, column: 3 }],
    },
  ],
});
