import rule from '../../../rules/persistent-volume/immutable-field-changed.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "restating the default hostPath type",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          hostPath:
            path: /data/pv1
            type: ""
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          hostPath:
            path: /data/pv1
      `,
    },
    {
      name: "setting node affinity for the first time",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          nfs:
            server: nfs.example.com
            path: /exports
          nodeAffinity:
            required:
              nodeSelectorTerms:
                - matchExpressions:
                    - {key: kubernetes.io/hostname, operator: In, values: [node-1]}
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          nfs:
            server: nfs.example.com
            path: /exports
      `,
    },
    {
      name: "restating csi.readOnly at its default false (a plain bool on the server)",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          csi:
            driver: ebs.csi.aws.com
            volumeHandle: vol-1
            readOnly: false
            volumeAttributes: {}
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          csi:
            driver: ebs.csi.aws.com
            volumeHandle: vol-1
      `,
    },
    {
      name: "restating nfs.readOnly false and an empty fsType",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          nfs:
            server: nfs.example.com
            path: /exports
            readOnly: false
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          nfs:
            server: nfs.example.com
            path: /exports
      `,
    },
  ],
  invalid: [
    {
      name: "fc.lun 0 where none was stored (a pointer on the server: not the same)",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          fc:
            wwids: [wwid-1]
            lun: 0
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          fc:
            wwids: [wwid-1]
      `,
      errors: [
        { messageId: 'source', path: "spec.persistentvolumesource", line: 5, column: 1, endLine: 5, endColumn: 5 },
      ],
    },
    {
      name: "csi.readOnly changes to true",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          csi:
            driver: ebs.csi.aws.com
            volumeHandle: vol-1
            readOnly: true
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          csi:
            driver: ebs.csi.aws.com
            volumeHandle: vol-1
      `,
      errors: [
        { messageId: 'source', path: "spec.persistentvolumesource", line: 5, column: 1, endLine: 5, endColumn: 5 },
      ],
    },
    {
      name: "changing the source",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          hostPath:
            path: /data/pv1
            type: Directory
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          hostPath:
            path: /data/pv1
      `,
      errors: [
        { messageId: 'source', path: "spec.persistentvolumesource", line: 5, column: 1, endLine: 5, endColumn: 5 },
      ],
    },
    {
      name: "changing volume mode",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          nfs:
            server: nfs.example.com
            path: /exports
          volumeMode: Block
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          nfs:
            server: nfs.example.com
            path: /exports
      `,
      errors: [
        { messageId: 'volumeMode', path: "volumeMode", line: 12, column: 15, endLine: 12, endColumn: 20 },
      ],
    },
    {
      name: "changing node affinity",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          local:
            path: /mnt/disks/ssd1
          nodeAffinity:
            required:
              nodeSelectorTerms:
                - matchExpressions:
                    - {key: kubernetes.io/hostname, operator: In, values: [node-2]}
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          local:
            path: /mnt/disks/ssd1
          nodeAffinity:
            required:
              nodeSelectorTerms:
                - matchExpressions:
                    - {key: kubernetes.io/hostname, operator: In, values: [node-1]}
      `,
      errors: [
        { messageId: 'nodeAffinity', path: "nodeAffinity", line: 11, column: 3, endLine: 11, endColumn: 15 },
      ],
    },
    {
      name: "removing the attributes class",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          csi: {driver: ebs.csi.aws.com, volumeHandle: vol-1}
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          volumeAttributesClassName: gold
          csi: {driver: ebs.csi.aws.com, volumeHandle: vol-1}
      `,
      errors: [
        { messageId: 'classRemoved', path: "spec.volumeAttributesClassName", line: 5, column: 1, endLine: 5, endColumn: 5 },
      ],
    },
  ],
});
