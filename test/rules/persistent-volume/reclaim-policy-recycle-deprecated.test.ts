import rule from '../../../rules/persistent-volume/reclaim-policy-recycle-deprecated.js';
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
          persistentVolumeReclaimPolicy: Retain
          nfs:
            server: nfs.example.com
            path: /exports
      `,
    },
  ],
  invalid: [
    {
      name: "invalid #0",
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
          nfs:
            server: nfs.example.com
            path: /exports
      `,
      errors: [
        { messageId: 'deprecated', path: "spec.persistentVolumeReclaimPolicy", line: 9, column: 34, endLine: 9, endColumn: 41 },
      ],
    },
  ],
});
