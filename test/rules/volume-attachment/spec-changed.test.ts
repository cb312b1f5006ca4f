import rule from '../../../rules/volume-attachment/spec-changed.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: storage.k8s.io/v1
  kind: VolumeAttachment
  metadata: {name: csi-3b0c6e7d9f}
  spec: {attacher: ebs.csi.aws.com, nodeName: node-1, source: {persistentVolumeName: pv-ebs-1}}
`;

ruleTester.run(rule, {
  valid: [{ name: 'labels change', old: stored, code: stored.replace('{name: csi-3b0c6e7d9f}', '{name: csi-3b0c6e7d9f, labels: {a: b}}') }],
  invalid: [
    {
      old: stored,
      code: stored.replace('node-1', 'node-2'),
      errors: [{ messageId: 'changed', path: 'spec', line: 4, column: 1, endColumn: 5 }],
    },
  ],
});
