import rule from '../../../rules/volume-attachment/node-name-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: VolumeAttachment
      metadata: {name: csi-3b0c6e7d9f}
      spec: {attacher: ebs.csi.aws.com, nodeName: ip-10-0-1-5.ec2.internal, source: {persistentVolumeName: pv-ebs-1}}
    `,
  ],
  invalid: [
    {
      name: 'missing',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: VolumeAttachment
        metadata: {name: csi-3b0c6e7d9f}
        spec:
          attacher: ebs.csi.aws.com
          source: {persistentVolumeName: pv-ebs-1}
      `,
      errors: [{ messageId: 'missing', path: 'spec.nodeName', line: 4, column: 1 }],
    },
    {
      name: 'upper case and underscore',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: VolumeAttachment
        metadata: {name: csi-3b0c6e7d9f}
        spec:
          attacher: ebs.csi.aws.com
          nodeName: Node_1
          source: {persistentVolumeName: pv-ebs-1}
      `,
      errors: [{ messageId: 'invalid', path: 'spec.nodeName', line: 6, column: 13 }],
    },
  ],
});
