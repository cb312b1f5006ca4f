import rule from '../../../rules/persistent-volume/class-name-invalid.js';
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
          storageClassName: gp3
          volumeAttributesClassName: gold
          csi:
            driver: ebs.csi.aws.com
            volumeHandle: vol-1
      `,
    },
  ],
  invalid: [
    {
      name: "class needs a CSI source",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          volumeAttributesClassName: gold
          nfs:
            server: nfs.example.com
            path: /exports
      `,
      errors: [
        { messageId: 'required', path: "spec.csi", line: 5, column: 1, endLine: 5, endColumn: 5 },
      ],
    },
    {
      name: "storage class with uppercase",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          storageClassName: Fast_SSD
          nfs:
            server: nfs.example.com
            path: /exports
      `,
      errors: [
        { messageId: 'invalid', path: "spec.storageClassName", line: 9, column: 21, endLine: 9, endColumn: 29 },
      ],
    },
  ],
});
