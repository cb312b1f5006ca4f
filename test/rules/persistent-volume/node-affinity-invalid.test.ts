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
        { messageId: 'valuesRequired', path: "spec.nodeAffinity.required.nodeSelectorTerms[0].matchExpressions[0].values", line: 15, column: 52, endLine: 15, endColumn: 58 },
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
        { messageId: 'termsRequired', path: "spec.nodeAffinity.required.nodeSelectorTerms", line: 13, column: 7, endLine: 13, endColumn: 24 },
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
        { messageId: 'fieldKeyInvalid', path: "spec.nodeAffinity.required.nodeSelectorTerms[0].matchFields[0].key", line: 15, column: 21, endLine: 15, endColumn: 36 },
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
        { messageId: 'valuesForbidden', path: "spec.nodeAffinity.required.nodeSelectorTerms[0].matchExpressions[0].values", line: 15, column: 56, endLine: 15, endColumn: 62 },
      ],
    },
    {
      name: "node affinity without required",
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
          nodeAffinity: {}
      `,
      errors: [
        { messageId: 'requiredMissing', path: "spec.nodeAffinity.required", line: 12, column: 3, endLine: 12, endColumn: 15 },
      ],
    },
    {
      name: "a field selector with two values",
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
          nodeAffinity:
            required:
              nodeSelectorTerms:
                - matchFields:
                    - key: metadata.name
                      operator: In
                      values: [node-1, node-2]
      `,
      errors: [
        { messageId: 'fieldValuesCount', path: "spec.nodeAffinity.required.nodeSelectorTerms[0].matchFields[0].values", line: 18, column: 15, endLine: 18, endColumn: 21 },
      ],
    },
    {
      name: "a field selector with Exists",
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
          nodeAffinity:
            required:
              nodeSelectorTerms:
                - matchFields:
                    - key: metadata.name
                      operator: Exists
      `,
      errors: [
        { messageId: 'fieldOperatorInvalid', path: "spec.nodeAffinity.required.nodeSelectorTerms[0].matchFields[0].operator", line: 17, column: 25, endLine: 17, endColumn: 31 },
      ],
    },
    {
      name: "Gt with two values",
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
          nodeAffinity:
            required:
              nodeSelectorTerms:
                - matchExpressions:
                    - key: size
                      operator: Gt
                      values: ["1", "2"]
      `,
      errors: [
        { messageId: 'singleValueRequired', path: "spec.nodeAffinity.required.nodeSelectorTerms[0].matchExpressions[0].values", line: 18, column: 15, endLine: 18, endColumn: 21 },
      ],
    },
    {
      name: "an unknown operator",
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
          nodeAffinity:
            required:
              nodeSelectorTerms:
                - matchExpressions:
                    - key: zone
                      operator: Equals
                      values: [a]
      `,
      errors: [
        { messageId: 'operatorInvalid', path: "spec.nodeAffinity.required.nodeSelectorTerms[0].matchExpressions[0].operator", line: 17, column: 25, endLine: 17, endColumn: 31 },
      ],
    },
    {
      name: "a key that is not a label key",
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
          nodeAffinity:
            required:
              nodeSelectorTerms:
                - matchExpressions:
                    - key: bad key
                      operator: Exists
      `,
      errors: [
        { messageId: 'keyInvalid', path: "spec.nodeAffinity.required.nodeSelectorTerms[0].matchExpressions[0].key", line: 16, column: 20, endLine: 16, endColumn: 27 },
      ],
    },
  ],
});
