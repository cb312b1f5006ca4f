import rule from '../../../rules/persistent-volume/status-phase-unexpected.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "Bound to Released",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          persistentVolumeReclaimPolicy: Retain
          nfs:
            server: nfs.example.com
            path: /exports
          claimRef: {kind: PersistentVolumeClaim, namespace: default, name: data}
        status:
          phase: Released
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
          persistentVolumeReclaimPolicy: Retain
          nfs:
            server: nfs.example.com
            path: /exports
          claimRef: {kind: PersistentVolumeClaim, namespace: default, name: data}
        status:
          phase: Bound
      `,
      subresource: 'status',
    },
  ],
  invalid: [
    {
      name: "unknown phase",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          persistentVolumeReclaimPolicy: Retain
          nfs:
            server: nfs.example.com
            path: /exports
          claimRef: {kind: PersistentVolumeClaim, namespace: default, name: data}
        status:
          phase: Ready
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
          persistentVolumeReclaimPolicy: Retain
          nfs:
            server: nfs.example.com
            path: /exports
          claimRef: {kind: PersistentVolumeClaim, namespace: default, name: data}
        status:
          phase: Bound
      `,
      subresource: 'status',
      errors: [
        { messageId: 'unknown', path: "status.phase", line: 15, column: 10, endLine: 15, endColumn: 15 },
      ],
    },
    {
      name: "Released to Available under Retain",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          persistentVolumeReclaimPolicy: Retain
          nfs:
            server: nfs.example.com
            path: /exports
          claimRef: {kind: PersistentVolumeClaim, namespace: default, name: data}
        status:
          phase: Available
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
          persistentVolumeReclaimPolicy: Retain
          nfs:
            server: nfs.example.com
            path: /exports
          claimRef: {kind: PersistentVolumeClaim, namespace: default, name: data}
        status:
          phase: Released
      `,
      subresource: 'status',
      errors: [
        { messageId: 'reclaim', path: "status.phase", line: 15, column: 10, endLine: 15, endColumn: 19 },
      ],
    },
  ],
});
