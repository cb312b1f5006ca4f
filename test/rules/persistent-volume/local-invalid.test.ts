import rule from '../../../rules/persistent-volume/local-invalid.js';
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
          local:
            path: /mnt/disks/ssd1
          nodeAffinity:
            required:
              nodeSelectorTerms:
                - matchExpressions:
                    - {key: kubernetes.io/hostname, operator: In, values: [node-1]}
      `,
    },
  ],
  invalid: [
    {
      name: "no node affinity",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          local:
            path: /mnt/disks/ssd1
      `,
      errors: [
        { messageId: 'nodeAffinityRequired', path: "spec.nodeAffinity", line: 5, column: 1, endLine: 5, endColumn: 5 },
      ],
    },
    {
      name: "path with ..",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          local:
            path: /mnt/../etc
          nodeAffinity:
            required:
              nodeSelectorTerms:
                - matchExpressions:
                    - {key: kubernetes.io/hostname, operator: In, values: [node-1]}
      `,
      errors: [
        { messageId: 'pathBackstep', path: "spec.local.path", line: 10, column: 11, endLine: 10, endColumn: 22 },
      ],
    },
    {
      name: "an empty local path",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          local:
            path: ""
      `,
      errors: [
        { messageId: 'nodeAffinityRequired', path: "spec.nodeAffinity", line: 5, column: 1, endLine: 5, endColumn: 5 },
        { messageId: 'pathRequired', path: "spec.local.path", line: 10, column: 11, endLine: 10, endColumn: 13 },
      ],
    },
  ],
});
