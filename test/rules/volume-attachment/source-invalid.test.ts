import rule from '../../../rules/volume-attachment/source-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const va = (source: string): string => yaml`
  apiVersion: storage.k8s.io/v1
  kind: VolumeAttachment
  metadata: {name: csi-3b0c6e7d9f}
  spec:
    attacher: ebs.csi.aws.com
    nodeName: node-1
    source: ${source}
`;

ruleTester.run(rule, {
  valid: [va('{persistentVolumeName: pv-ebs-1}'), va('{inlineVolumeSpec: {csi: {driver: ebs.csi.aws.com, volumeHandle: vol-1}}}')],
  invalid: [
    { name: 'empty source', code: va('{}'), errors: [{ messageId: 'none', path: 'spec.source', line: 7, column: 3 }] },
    {
      name: 'both members',
      code: va('{persistentVolumeName: pv-1, inlineVolumeSpec: {}}'),
      errors: [{ messageId: 'both', path: 'spec.source', line: 7, column: 3 }],
    },
    { name: 'empty PV name', code: va('{persistentVolumeName: ""}'), errors: [{ messageId: 'pvNameEmpty', path: 'spec.source.persistentVolumeName', line: 7, column: 34 }] },
    { name: 'bad PV name', code: va('{persistentVolumeName: PV_1}'), errors: [{ messageId: 'pvNameInvalid', path: 'spec.source.persistentVolumeName', line: 7, column: 34 }] },
  ],
});
