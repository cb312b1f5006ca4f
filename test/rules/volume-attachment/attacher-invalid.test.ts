import rule from '../../../rules/volume-attachment/attacher-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: VolumeAttachment
      metadata: {name: csi-3b0c6e7d9f}
      spec:
        attacher: ebs.csi.aws.com
        nodeName: node-1
        source: {persistentVolumeName: pv-ebs-1}
    `,
  ],
  invalid: [
    {
      name: 'no spec at all',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: VolumeAttachment
        metadata: {name: csi-3b0c6e7d9f}
      `,
      errors: [{ messageId: 'missing', path: 'spec.attacher', line: 3, column: 1 }],
    },
    {
      name: 'underscore',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: VolumeAttachment
        metadata: {name: csi-3b0c6e7d9f}
        spec:
          attacher: ebs_csi
          nodeName: node-1
          source: {persistentVolumeName: pv-ebs-1}
      `,
      errors: [{ messageId: 'invalid', path: 'spec.attacher', line: 5, column: 13 }],
    },
  ],
});
