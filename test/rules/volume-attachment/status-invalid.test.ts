import rule from '../../../rules/volume-attachment/status-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: storage.k8s.io/v1
  kind: VolumeAttachment
  metadata: {name: csi-3b0c6e7d9f}
  spec: {attacher: ebs.csi.aws.com, nodeName: node-1, source: {persistentVolumeName: pv-ebs-1}}
`;

const withStatus = (status: string): string => `${stored}status:\n${status}`;

ruleTester.run(rule, {
  valid: [
    { name: 'attached', old: stored, subresource: 'status', code: withStatus('  attached: true\n  attachmentMetadata: {devicePath: /dev/xvdba}\n') },
    { name: 'negative code dropped with the gate off', old: stored, subresource: 'status', code: withStatus('  attached: false\n  attachError: {message: failed, errorCode: -1}\n') },
    { name: 'status ignored on create', code: withStatus(`  attachError: {message: ${'x'.repeat(2000)}}\n`) },
  ],
  invalid: [
    {
      name: 'long message, negative code with the gate on',
      old: stored,
      subresource: 'status',
      featureGates: { MutableCSINodeAllocatableCount: true },
      code: withStatus(`  attached: false\n  detachError:\n    message: ${'x'.repeat(1025)}\n    errorCode: -1\n`),
      errors: [
        { messageId: 'messageTooLong', path: 'status.detachError.message', line: 8, column: 14 },
        { messageId: 'errorCodeNegative', path: 'status.detachError.errorCode', line: 9, column: 16 },
      ],
    },
    {
      name: 'metadata over 256 KiB',
      old: stored,
      subresource: 'status',
      code: withStatus(`  attached: true\n  attachmentMetadata:\n    blob: ${'x'.repeat(256 * 1024)}\n`),
      errors: [{ messageId: 'metadataTooLarge', path: 'status.attachmentMetadata', line: 7, column: 3 }],
    },
  ],
});
