import rule from '../../../rules/persistent-volume/node-affinity-invalid.js';
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
      name: "In without values",
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
                    - {key: example.com/ssd, operator: In, values: []}
      `,
      errors: [
        { messageId: 'required', path: "spec.nodeAffinity.required.nodeSelectorTerms[0].matchExpressions[0].values", line: 15, column: 52, endLine: 15, endColumn: 58 },
      ],
    },
    {
      name: "no terms",
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
              nodeSelectorTerms: []
      `,
      errors: [
        { messageId: 'required', path: "spec.nodeAffinity.required.nodeSelectorTerms", line: 13, column: 7, endLine: 13, endColumn: 24 },
      ],
    },
    {
      name: "field selector on a label",
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
                - matchFields:
                    - {key: metadata.labels, operator: In, values: [a]}
      `,
      errors: [
        { messageId: 'invalid', path: "spec.nodeAffinity.required.nodeSelectorTerms[0].matchFields[0].key", line: 15, column: 21, endLine: 15, endColumn: 36 },
      ],
    },
    {
      name: "Exists with values",
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
                    - {key: example.com/ssd, operator: Exists, values: ["true"]}
      `,
      errors: [
        { messageId: 'forbidden', path: "spec.nodeAffinity.required.nodeSelectorTerms[0].matchExpressions[0].values", line: 15, column: 56, endLine: 15, endColumn: 62 },
      ],
    },
  ],
});
