import rule from '../../../rules/volume-attachment/inline-volume-spec-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

// `inlineVolumeSpec:` is on line 8; its members are on lines 9 onwards, at column 7.
const va = (inline: string): string => yaml`
  apiVersion: storage.k8s.io/v1
  kind: VolumeAttachment
  metadata: {name: csi-3b0c6e7d9f}
  spec:
    attacher: ebs.csi.aws.com
    nodeName: node-1
    source:
      inlineVolumeSpec:
${inline}
`;

const CSI = '        csi: {driver: ebs.csi.aws.com, volumeHandle: vol-0a1b2c}';
const MODES = '        accessModes: [ReadWriteOnce]';

ruleTester.run(rule, {
  valid: [
    // What the attach/detach controller writes for a migrated in-tree volume.
    va([MODES, CSI, '        persistentVolumeReclaimPolicy: Retain', '        volumeMode: Filesystem', '        mountOptions: [noatime]'].join('\n')),
    va([MODES, CSI, '        storageClassName: ""', '        capacity: {}'].join('\n')),
    // A PV name next to the inline spec is `volume-attachment/source-invalid`'s case; the server skips the inline spec then.
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: VolumeAttachment
      metadata: {name: csi-3b0c6e7d9f}
      spec:
        attacher: ebs.csi.aws.com
        nodeName: node-1
        source: {persistentVolumeName: pv-1, inlineVolumeSpec: {claimRef: {name: c}}}
    `,
  ],
  invalid: [
    {
      name: 'PersistentVolume-only fields',
      code: va([MODES, CSI, '        capacity: {storage: 10Gi}', '        claimRef: {name: data, namespace: default}', '        storageClassName: gp3', '        nodeAffinity: {required: {nodeSelectorTerms: [{matchExpressions: [{key: zone, operator: In, values: [a]}]}]}}'].join('\n')),
      errors: [
        { messageId: 'fieldForbidden', path: 'spec.source.inlineVolumeSpec.capacity', line: 11, column: 7, endLine: 11, endColumn: 15 },
        { messageId: 'fieldForbidden', path: 'spec.source.inlineVolumeSpec.claimRef', line: 12, column: 7 },
        { messageId: 'fieldForbidden', path: 'spec.source.inlineVolumeSpec.storageClassName', line: 13, column: 25, endLine: 13, endColumn: 28 },
        { messageId: 'fieldForbidden', path: 'spec.source.inlineVolumeSpec.nodeAffinity', line: 14, column: 7 },
      ],
    },
    {
      name: 'reclaim policy and volume mode other than the inline ones',
      code: va([MODES, CSI, '        persistentVolumeReclaimPolicy: Delete', '        volumeMode: Block'].join('\n')),
      errors: [
        { messageId: 'reclaimPolicyNotRetain', path: 'spec.source.inlineVolumeSpec.persistentVolumeReclaimPolicy', line: 11, column: 38 },
        { messageId: 'volumeModeNotFilesystem', path: 'spec.source.inlineVolumeSpec.volumeMode', line: 12, column: 19 },
      ],
    },
    {
      name: 'no source and no access modes',
      code: va('        mountOptions: [ro]'),
      errors: [
        { messageId: 'csiRequired', path: 'spec.source.inlineVolumeSpec.csi', line: 8, column: 5 },
        { messageId: 'accessModesRequired', path: 'spec.source.inlineVolumeSpec.accessModes', line: 8, column: 5 },
        { messageId: 'noSource', path: 'spec.source.inlineVolumeSpec', line: 8, column: 5 },
      ],
    },
    {
      name: 'unknown access mode',
      code: va(['        accessModes: [ReadWriteOnce, ReadWriteAll]', CSI].join('\n')),
      errors: [{ messageId: 'accessModeNotSupported', path: 'spec.source.inlineVolumeSpec.accessModes', line: 9, column: 7 }],
    },
    {
      name: 'CSI source checked as for a PersistentVolume',
      code: va([MODES, '        csi: {driver: ebs.csi.aws.com, volumeHandle: "", nodeStageSecretRef: {name: Creds, namespace: kube-system}}'].join('\n')),
      errors: [
        { messageId: 'sourceFieldRequired', path: 'spec.source.inlineVolumeSpec.csi.volumeHandle', line: 10, column: 52 },
        { messageId: 'sourceFieldInvalid', path: 'spec.source.inlineVolumeSpec.csi.nodeStageSecretRef.name', line: 10, column: 83 },
      ],
    },
    {
      name: 'a source ahead of csi in the server order is validated, csi is then refused',
      code: va([MODES, '        hostPath: {path: ""}', CSI].join('\n')),
      errors: [
        { messageId: 'sourceFieldRequired', path: 'spec.source.inlineVolumeSpec.hostPath.path', line: 10, column: 24 },
        { messageId: 'extraSource', path: 'spec.source.inlineVolumeSpec.csi', line: 11, column: 7 },
      ],
    },
    {
      name: 'a local source needs node affinity, which the inline form forbids',
      code: va([MODES, '        local: {path: /mnt/../disks}'].join('\n')),
      errors: [
        { messageId: 'csiRequired', path: 'spec.source.inlineVolumeSpec.csi', line: 8, column: 5 },
        { messageId: 'localNodeAffinity', path: 'spec.source.inlineVolumeSpec.nodeAffinity', line: 8, column: 5 },
        { messageId: 'sourceFieldInvalid', path: 'spec.source.inlineVolumeSpec.local.path', line: 10, column: 21 },
      ],
    },
    {
      name: "ReadWriteOncePod with another mode",
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: VolumeAttachment
        metadata:
          name: va
        spec:
          attacher: csi.example.com
          nodeName: node-1
          source:
            inlineVolumeSpec:
              csi:
                driver: csi.example.com
                volumeHandle: h1
              accessModes: [ReadWriteOncePod, ReadWriteOnce]
      `,
      errors: [
        { messageId: 'readWriteOncePodNotAlone', path: "spec.source.inlineVolumeSpec.accessModes", line: 13, column: 7, endLine: 13, endColumn: 18 },
      ],
    },
    {
      name: "Recycle of a hostPath at /",
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: VolumeAttachment
        metadata:
          name: va
        spec:
          attacher: csi.example.com
          nodeName: node-1
          source:
            inlineVolumeSpec:
              hostPath:
                path: /
              accessModes: [ReadWriteOnce]
              persistentVolumeReclaimPolicy: Recycle
      `,
      errors: [
        { messageId: 'csiRequired', path: "spec.source.inlineVolumeSpec.csi", line: 9, column: 5, endLine: 9, endColumn: 21 },
        { messageId: 'reclaimPolicyNotRetain', path: "spec.source.inlineVolumeSpec.persistentVolumeReclaimPolicy", line: 13, column: 38, endLine: 13, endColumn: 45 },
        { messageId: 'recycleRoot', path: "spec.source.inlineVolumeSpec.persistentVolumeReclaimPolicy", line: 13, column: 38, endLine: 13, endColumn: 45 },
      ],
    },
    {
      name: "a hostPath type in the wrong case",
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: VolumeAttachment
        metadata:
          name: va
        spec:
          attacher: csi.example.com
          nodeName: node-1
          source:
            inlineVolumeSpec:
              hostPath:
                path: /data
                type: directory
              accessModes: [ReadWriteOnce]
      `,
      errors: [
        { messageId: 'csiRequired', path: "spec.source.inlineVolumeSpec.csi", line: 9, column: 5, endLine: 9, endColumn: 21 },
        { messageId: 'sourceFieldNotSupported', path: "spec.source.inlineVolumeSpec.hostPath.type", line: 12, column: 15, endLine: 12, endColumn: 24 },
      ],
    },
  ],
});
