import rule from '../../../rules/persistent-volume/capacity-invalid.js';
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
      name: "no capacity",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          accessModes: [ReadWriteOnce]
          nfs:
            server: nfs.example.com
            path: /exports
      `,
      errors: [
        { messageId: 'capacityRequired', path: "spec.capacity", line: 5, column: 1, endLine: 5, endColumn: 5 },
      ],
    },
    {
      name: "zero storage and another key",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: "0"
            iops: "3000"
          accessModes: [ReadWriteOnce]
          nfs:
            server: nfs.example.com
            path: /exports
      `,
      errors: [
        { messageId: 'capacityKeys', path: "spec.capacity", line: 6, column: 3, endLine: 6, endColumn: 11 },
        { messageId: 'capacityNotPositive', path: "spec.capacity[storage]", line: 7, column: 14 },
      ],
    },
  ],
});
