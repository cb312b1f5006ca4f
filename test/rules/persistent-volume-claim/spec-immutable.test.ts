import rule from '../../../rules/persistent-volume-claim/spec-immutable.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "growing a bound claim",
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
              storage: 20Gi
          storageClassName: standard
          volumeName: pvc-3f9a2c1e
        status:
          phase: Bound
          accessModes: [ReadWriteOnce]
          capacity:
            storage: 10Gi
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
    },
    {
      name: "setting a storage class on a claim without one",
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
          volumeName: pvc-3f9a2c1e
        status:
          phase: Bound
          accessModes: [ReadWriteOnce]
          capacity:
            storage: 10Gi
      `,
    },
    {
      name: "cancelling an infeasible modification",
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
          volumeAttributesClassName: gold
        status:
          phase: Bound
          accessModes: [ReadWriteOnce]
          capacity:
            storage: 10Gi
          modifyVolumeStatus:
            status: Infeasible
            targetVolumeAttributesClassName: gold
      `,
    },
  ],
  invalid: [
    {
      name: "changing the volume name",
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
          volumeName: pv-nfs-2
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
      errors: [
        { messageId: 'spec', path: "spec", line: 6, column: 1, endLine: 6, endColumn: 5 },
      ],
    },
    {
      name: "shrinking below capacity",
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
              storage: 5Gi
          storageClassName: standard
          volumeName: pvc-3f9a2c1e
        status:
          phase: Bound
          accessModes: [ReadWriteOnce]
          capacity:
            storage: 10Gi
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
      errors: [
        { messageId: 'shrink', path: "spec.resources.requests.storage", line: 10, column: 16, endLine: 10, endColumn: 19 },
      ],
    },
    {
      name: "changing the volume mode",
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
          volumeMode: Block
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
      errors: [
        { messageId: 'spec', path: "spec", line: 6, column: 1, endLine: 6, endColumn: 5 },
        { messageId: 'volumeMode', path: "volumeMode", line: 13, column: 15 },
      ],
    },
    {
      name: "removing an applied attributes class",
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
          volumeAttributesClassName: gold
        status:
          phase: Bound
          accessModes: [ReadWriteOnce]
          capacity:
            storage: 10Gi
          currentVolumeAttributesClassName: gold
      `,
      errors: [
        { messageId: 'classRemoved', path: "spec.volumeAttributesClassName", line: 6, column: 1, endLine: 6, endColumn: 5 },
      ],
    },
  ],
});
