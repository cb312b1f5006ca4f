import rule from '../../../rules/persistent-volume-claim/data-source-invalid.js';
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
          dataSource:
            kind: PersistentVolumeClaim
            name: data-src
      `,
    },
    {
      name: "dataSource without kind and no dataSourceRef: the server drops it (EnforceDataSourceBackwardsCompatibility)",
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
    },
    {
      name: "dataSource of a kind the server ignores, no dataSourceRef: dropped",
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
    },
    {
      name: "dataSourceRef with a namespace, gate off: the whole reference is dropped",
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
            kind: PersistentVolumeClaim
            name: a
          dataSourceRef:
            kind: PersistentVolumeClaim
            name: b
            namespace: other
      `,
    },
  ],
  invalid: [
    {
      name: "reference without kind (copied to dataSource)",
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
            name: seed
      `,
      errors: [
        { messageId: 'required', path: "spec.dataSource.kind", line: 6, column: 1, endLine: 6, endColumn: 5 },
        { messageId: 'required', path: "spec.dataSourceRef.kind", line: 11, column: 3 },
      ],
    },
    {
      name: "different references",
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
            kind: PersistentVolumeClaim
            name: a
          dataSourceRef:
            kind: PersistentVolumeClaim
            name: b
      `,
      errors: [
        { messageId: 'invalid', path: "spec", line: 6, column: 1, endLine: 6, endColumn: 5 },
      ],
    },
  ],
});
