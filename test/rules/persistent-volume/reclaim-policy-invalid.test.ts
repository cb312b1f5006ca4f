import rule from '../../../rules/persistent-volume/reclaim-policy-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "valid #0",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          persistentVolumeReclaimPolicy: Delete
          nfs:
            server: nfs.example.com
            path: /exports
      `,
    },
  ],
  invalid: [
    {
      name: "lowercase policy",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          persistentVolumeReclaimPolicy: retain
          nfs:
            server: nfs.example.com
            path: /exports
      `,
      errors: [
        { messageId: 'policyNotSupported', path: "spec.persistentVolumeReclaimPolicy", line: 9, column: 34, endLine: 9, endColumn: 40 },
      ],
    },
    {
      name: "Recycle of a hostPath root",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          persistentVolumeReclaimPolicy: Recycle
          hostPath:
            path: /tmp/..
      `,
      errors: [
        { messageId: 'recycleRoot', path: "spec.persistentVolumeReclaimPolicy", line: 9, column: 34, endLine: 9, endColumn: 41 },
      ],
    },
  ],
});
