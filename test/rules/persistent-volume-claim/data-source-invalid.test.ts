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
        { messageId: 'dataSourceKindRequired', path: "spec.dataSource.kind", line: 6, column: 1, endLine: 6, endColumn: 5 },
        { messageId: 'dataSourceKindRequired', path: "spec.dataSourceRef.kind", line: 11, column: 3 },
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
        { messageId: 'dataSourceMismatch', path: "spec", line: 6, column: 1, endLine: 6, endColumn: 5 },
      ],
    },
    {
      name: "a Secret as data source reference (a dataSource alone would be dropped)",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 1Gi
          dataSourceRef:
            kind: Secret
            name: creds
      `,
      errors: [
        { messageId: 'dataSourceCoreKind', path: "spec.dataSource", line: 5, column: 1, endLine: 5, endColumn: 5 },
        { messageId: 'dataSourceCoreKind', path: "spec.dataSourceRef", line: 10, column: 3, endLine: 10, endColumn: 16 },
      ],
    },
    {
      name: "an API group that is not a DNS subdomain",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 1Gi
          dataSourceRef:
            apiGroup: Bad_Group
            kind: Populator
            name: p
      `,
      errors: [
        { messageId: 'dataSourceGroupInvalid', path: "spec.dataSource.apiGroup", line: 5, column: 1, endLine: 5, endColumn: 5 },
        { messageId: 'dataSourceGroupInvalid', path: "spec.dataSourceRef.apiGroup", line: 11, column: 15, endLine: 11, endColumn: 24 },
      ],
    },
    {
      name: "a data source namespace that is not a DNS label",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 1Gi
          dataSourceRef:
            kind: PersistentVolumeClaim
            name: src
            namespace: Bad_NS
      `,
      featureGates: {"CrossNamespaceVolumeDataSource":true},
      errors: [
        { messageId: 'dataSourceNamespaceInvalid', path: "spec.dataSourceRef.namespace", line: 13, column: 16, endLine: 13, endColumn: 22 },
      ],
    },
    {
      name: "dataSource next to a cross-namespace dataSourceRef",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 1Gi
          dataSource:
            kind: PersistentVolumeClaim
            name: src
          dataSourceRef:
            kind: PersistentVolumeClaim
            name: src
            namespace: other
      `,
      featureGates: {"CrossNamespaceVolumeDataSource":true},
      errors: [
        { messageId: 'dataSourceWithNamespace', path: "spec", line: 5, column: 1, endLine: 5, endColumn: 5 },
      ],
    },
    {
      name: "a data source without a name",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolumeClaim
        metadata:
          name: data
        spec:
          accessModes: [ReadWriteOnce]
          resources:
            requests:
              storage: 1Gi
          dataSource:
            kind: PersistentVolumeClaim
            name: ""
      `,
      errors: [
        { messageId: 'dataSourceNameRequired', path: "spec.dataSourceRef.name", line: 5, column: 1, endLine: 5, endColumn: 5 },
        { messageId: 'dataSourceNameRequired', path: "spec.dataSource.name", line: 12, column: 11, endLine: 12, endColumn: 13 },
      ],
    },
  ],
});
