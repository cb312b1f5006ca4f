import rule from '../../../rules/persistent-volume/access-modes-invalid.js';
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
  ],
  invalid: [
    {
      name: "no access modes",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity: {storage: 1Gi}
          nfs:
            server: nfs.example.com
            path: /exports
      `,
      errors: [
        { messageId: 'accessModesRequired', path: "spec.accessModes", line: 5, column: 1, endLine: 5, endColumn: 5 },
      ],
    },
    {
      name: "unknown mode",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity: {storage: 1Gi}
          accessModes: [ReadWriteSometimes]
          nfs:
            server: nfs.example.com
            path: /exports
      `,
      errors: [
        { messageId: 'accessModeNotSupported', path: "spec.accessModes", line: 7, column: 3, endLine: 7, endColumn: 14 },
      ],
    },
    {
      name: "ReadWriteOncePod with another mode",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity: {storage: 1Gi}
          accessModes: [ReadWriteOncePod, ReadOnlyMany]
          nfs:
            server: nfs.example.com
            path: /exports
      `,
      errors: [
        { messageId: 'readWriteOncePodNotAlone', path: "spec.accessModes", line: 7, column: 3, endLine: 7, endColumn: 14 },
      ],
    },
  ],
});
