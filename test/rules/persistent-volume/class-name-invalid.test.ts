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
        { messageId: 'attributesClassNeedsCsi', path: "spec.csi", line: 5, column: 1, endLine: 5, endColumn: 5 },
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
        { messageId: 'classNameInvalid', path: "spec.storageClassName", line: 9, column: 21, endLine: 9, endColumn: 29 },
      ],
    },
    {
      name: "an empty volume attributes class",
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
            driver: csi.example.com
            volumeHandle: h1
          volumeAttributesClassName: ""
      `,
      featureGates: {"VolumeAttributesClass":true},
      errors: [
        { messageId: 'attributesClassEmpty', path: "spec.volumeAttributesClassName", line: 12, column: 30, endLine: 12, endColumn: 32 },
      ],
    },
  ],
});
