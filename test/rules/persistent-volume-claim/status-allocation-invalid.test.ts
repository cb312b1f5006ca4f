import rule from '../../../rules/persistent-volume-claim/status-allocation-invalid.js';
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
          allocatedResourceStatuses: {storage: NodeResizePending}
          allocatedResources: {storage: 20Gi}
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
    {
      name: "implementation-specific resource",
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
          allocatedResources: {example.com/iops: "3000"}
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
      name: "unknown resize status",
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
          allocatedResourceStatuses: {storage: Resizing}
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
        { messageId: 'value', path: "status.allocatedResourceStatuses", line: 18, column: 40, endLine: 18, endColumn: 48 },
      ],
    },
    {
      name: "native key other than storage",
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
          allocatedResources: {kubernetes.io/iops: "3000"}
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
        { messageId: 'key', path: "status.allocatedResources", line: 18, column: 24, endLine: 18, endColumn: 42 },
      ],
    },
    {
      name: "key that is not a qualified name",
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
          allocatedResourceStatuses: {"a b": NodeResizePending}
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
        { messageId: 'keyFormat', path: "status.allocatedResourceStatuses", line: 18, column: 31, endLine: 18, endColumn: 36 },
      ],
    },
    {
      name: "negative allocation",
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
          allocatedResources: {storage: -1Gi}
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
        { messageId: 'negative', path: "status.allocatedResources[storage]", line: 18, column: 33, endLine: 18, endColumn: 37 },
      ],
    },
  ],
});
