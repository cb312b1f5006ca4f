import rule from '../../../rules/volume-attributes-class/immutable-field-changed.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: storage.k8s.io/v1
  kind: VolumeAttributesClass
  metadata: {name: gold}
  driverName: ebs.csi.aws.com
  parameters: {iops: "16000"}
`;

ruleTester.run(rule, {
  valid: [{ name: 'labels change', old: stored, code: stored.replace('{name: gold}', '{name: gold, labels: {tier: gold}}') }],
  invalid: [
    {
      old: stored,
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: VolumeAttributesClass
        metadata: {name: gold}
        driverName: efs.csi.aws.com
        parameters: {iops: "20000"}
      `,
      errors: [
        { messageId: 'forbidden', path: 'driverName', line: 4, column: 13 },
        { messageId: 'forbidden', path: 'parameters', line: 5, column: 1 },
      ],
    },
  ],
});
