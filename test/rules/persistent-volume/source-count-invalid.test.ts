import rule from '../../../rules/persistent-volume/source-count-invalid.js';
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
          nfs:
            server: nfs.example.com
            path: /exports
      `,
    },
    {
      name: "flexVolume next to another source (the server never refuses flexVolume)",
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
          flexVolume:
            driver: example.com/lvm
      `,
    },
  ],
  invalid: [
    {
      name: "no source",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          storageClassName: manual
      `,
      errors: [
        { messageId: 'missing', path: "spec", line: 5, column: 1, endLine: 5, endColumn: 5 },
      ],
    },
    {
      name: "two sources",
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
          hostPath:
            path: /data
      `,
      errors: [
        { messageId: 'extraSource', path: "spec.nfs", line: 9, column: 3, endLine: 9, endColumn: 6 },
      ],
    },
    {
      name: "a refused cephfs source",
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
          cephfs:
            monitors: ["10.0.0.10:6789"]
      `,
      errors: [
        { messageId: 'extraSource', path: "spec.cephFS", line: 12, column: 3, endLine: 12, endColumn: 9 },
      ],
    },
  ],
});
