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
        { messageId: 'populator', path: "spec.dataSource", line: 11, column: 3, endLine: 11, endColumn: 13 },
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
  ],
});
