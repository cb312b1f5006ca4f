import rule from '../../../rules/persistent-volume-claim/data-source-ignored.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "valid #0",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          dataSourceRef:
            apiGroup: populator.example.com
            kind: SampleData
            name: seed
      `,
    },
  ],
  invalid: [
    {
      name: "populator in dataSource and dataSourceRef: kept by the server, not by the specification",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          dataSource:
            apiGroup: populator.example.com
            kind: SampleData
            name: seed
          dataSourceRef:
            apiGroup: populator.example.com
            kind: SampleData
            name: seed
      `,
      errors: [
        { messageId: 'populator', path: "spec.dataSource", line: 11, column: 3, endLine: 11, endColumn: 13 },
      ],
    },
    {
      name: "populator in dataSource",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          dataSource:
            apiGroup: populator.example.com
            kind: SampleData
            name: seed
      `,
      errors: [
        { messageId: 'dropped', path: "spec.dataSource", line: 11, column: 3, endLine: 11, endColumn: 13 },
      ],
    },
    {
      name: "namespace without the gate",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          dataSourceRef:
            apiGroup: populator.example.com
            kind: SampleData
            name: seed
            namespace: other
      `,
      errors: [
        { messageId: 'namespace', path: "spec.dataSourceRef.namespace", line: 15, column: 16, endLine: 15, endColumn: 21 },
      ],
    },
    {
      name: "dataSource without kind, no dataSourceRef: dropped by the server",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          dataSource:
            name: data-src
      `,
      errors: [
        { messageId: 'dropped', message: '`spec.dataSource` refers to no kind, and `spec.dataSourceRef` is not set; the server silently drops such a dataSource and creates an empty volume. Use `spec.dataSourceRef` for volume populators.', path: "spec.dataSource", line: 11, column: 3, endLine: 11, endColumn: 13 },
      ],
    },
    {
      name: "dataSource of a core kind other than PersistentVolumeClaim: dropped",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
          namespace: default
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 10Gi
          dataSource:
            kind: ConfigMap
            name: seed
      `,
      errors: [
        { messageId: 'dropped', path: "spec.dataSource", line: 11, column: 3, endLine: 11, endColumn: 13 },
      ],
    },
  ],
});
