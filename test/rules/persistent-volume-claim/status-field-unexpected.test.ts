import rule from '../../../rules/persistent-volume-claim/status-field-unexpected.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "valid #0",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          storageClassName: standard
          volumeName: pvc-3f9a2c1e
        status:
          phase: Bound
          accessModes: [ReadWriteOnce]
          capacity:
            storage: 10Gi
          modifyVolumeStatus: {status: InProgress, targetVolumeAttributesClassName: gold}
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          storageClassName: standard
          volumeName: pvc-3f9a2c1e
        status:
          phase: Bound
          accessModes: [ReadWriteOnce]
          capacity:
            storage: 10Gi
      `,
      subresource: 'status',
    },
  ],
  invalid: [
    {
      name: "phase of a volume",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          storageClassName: standard
          volumeName: pvc-3f9a2c1e
        status:
          phase: Available
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          storageClassName: standard
          volumeName: pvc-3f9a2c1e
        status:
          phase: Bound
          accessModes: [ReadWriteOnce]
          capacity:
            storage: 10Gi
      `,
      subresource: 'status',
      errors: [
        { messageId: 'phase', path: "status.phase", line: 14, column: 10, endLine: 14, endColumn: 19 },
      ],
    },
    {
      name: "modification without status",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          storageClassName: standard
          volumeName: pvc-3f9a2c1e
        status:
          phase: Bound
          accessModes: [ReadWriteOnce]
          capacity:
            storage: 10Gi
          modifyVolumeStatus: {targetVolumeAttributesClassName: gold}
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          storageClassName: standard
          volumeName: pvc-3f9a2c1e
        status:
          phase: Bound
          accessModes: [ReadWriteOnce]
          capacity:
            storage: 10Gi
      `,
      subresource: 'status',
      errors: [
        { messageId: 'modifyStatusMissing', path: "status.modifyVolumeStatus.status", line: 18, column: 3, endLine: 18, endColumn: 21 },
      ],
    },
    {
      name: "unknown modification status",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          storageClassName: standard
          volumeName: pvc-3f9a2c1e
        status:
          phase: Bound
          accessModes: [ReadWriteOnce]
          capacity:
            storage: 10Gi
          modifyVolumeStatus: {status: Done}
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          storageClassName: standard
          volumeName: pvc-3f9a2c1e
        status:
          phase: Bound
          accessModes: [ReadWriteOnce]
          capacity:
            storage: 10Gi
      `,
      subresource: 'status',
      errors: [
        { messageId: 'modifyStatusUnknown', path: "status.modifyVolumeStatus.status", line: 18, column: 32, endLine: 18, endColumn: 36 },
      ],
    },
    {
      name: "condition status",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          storageClassName: standard
          volumeName: pvc-3f9a2c1e
        status:
          phase: Bound
          accessModes: [ReadWriteOnce]
          capacity:
            storage: 10Gi
          conditions:
            - {type: Resizing, status: "yes"}
      `,
      old: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          storageClassName: standard
          volumeName: pvc-3f9a2c1e
        status:
          phase: Bound
          accessModes: [ReadWriteOnce]
          capacity:
            storage: 10Gi
      `,
      subresource: 'status',
      errors: [
        { messageId: 'conditionStatus', path: "status.conditions[0].status", line: 19, column: 32, endLine: 19, endColumn: 37 },
      ],
    },
  ],
});
