import rule from '../../../rules/volume-attributes-class/driver-name-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: VolumeAttributesClass
      metadata: {name: gold}
      driverName: ebs.csi.aws.com
      parameters: {iops: "16000"}
    `,
  ],
  invalid: [
    {
      name: 'empty',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: VolumeAttributesClass
        metadata: {name: gold}
        driverName: ""
        parameters: {iops: "16000"}
      `,
      errors: [{ messageId: 'missing', path: 'driverName', line: 4, column: 13 }],
    },
    {
      name: 'a space in the name',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: VolumeAttributesClass
        metadata: {name: gold}
        driverName: EBS CSI
        parameters: {iops: "16000"}
      `,
      errors: [{ messageId: 'invalid', path: 'driverName', line: 4, column: 13 }],
    },
  ],
});
