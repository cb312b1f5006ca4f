import rule from '../../../rules/volume/ephemeral-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "valid #0",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: scratch
              ephemeral:
                volumeClaimTemplate:
                  metadata:
                    labels: {type: scratch}
                  spec:
                    accessModes: [ReadWriteOncePod]
                    volumeMode: Block
                    resources: {requests: {storage: 20Gi}}
      `,
    },
  ],
  invalid: [
    {
      name: "no template",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: scratch
              ephemeral:
                volumeClaimTemplate: null
      `,
      errors: [
        { messageId: 'templateRequired', path: "spec.volumes[0].ephemeral.volumeClaimTemplate", line: 12, column: 30, endLine: 12, endColumn: 34 },
      ],
    },
    {
      name: "template metadata name",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: scratch
              ephemeral:
                volumeClaimTemplate:
                  metadata:
                    name: mine
                  spec:
                    accessModes: [ReadWriteOnce]
                    resources: {requests: {storage: 1Gi}}
      `,
      errors: [
        { messageId: 'templateMetadataForbidden', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.metadata.name", line: 14, column: 19, endLine: 14, endColumn: 23 },
      ],
    },
    {
      name: "claim spec access mode",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: scratch
              ephemeral:
                volumeClaimTemplate:
                  spec:
                    accessModes: [ReadWriteEverywhere]
                    resources: {requests: {storage: 1Gi}}
      `,
      errors: [
        { messageId: 'accessModeNotSupported', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.accessModes", line: 14, column: 13, endLine: 14, endColumn: 24 },
      ],
    },
    {
      name: "claim spec selector",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: scratch
              ephemeral:
                volumeClaimTemplate:
                  spec:
                    accessModes: [ReadWriteOnce]
                    selector:
                      matchExpressions: [{key: tier, operator: In}]
                    resources: {requests: {storage: 1Gi}}
      `,
      errors: [
        { messageId: 'selectorInvalid', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.selector.matchExpressions[0].values", line: 16, column: 34, endLine: 16, endColumn: 59 },
      ],
    },
    {
      name: "claim name too long",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: scratch
              ephemeral:
                volumeClaimTemplate:
                  spec:
                    accessModes: [ReadWriteOnce]
                    resources: {requests: {storage: 1Gi}}
      `,
      errors: [
        { messageId: 'claimNameInvalid', path: "spec.volumes[0].name", line: 10, column: 13, endLine: 10, endColumn: 20 },
      ],
    },
    {
      name: "a template label key with a space",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
                  metadata:
                    labels:
                      bad key: x
                  spec:
                    accessModes: [ReadWriteOnce]
                    resources:
                      requests:
                        storage: 1Gi
      `,
      errors: [
        { messageId: 'labelKeyInvalid', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.metadata.labels", line: 14, column: 13, endLine: 14, endColumn: 19 },
      ],
    },
    {
      name: "a template label value with a space",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
                  metadata:
                    labels:
                      app: bad value
                  spec:
                    accessModes: [ReadWriteOnce]
                    resources:
                      requests:
                        storage: 1Gi
      `,
      errors: [
        { messageId: 'labelValueInvalid', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.metadata.labels", line: 14, column: 13, endLine: 14, endColumn: 19 },
      ],
    },
    {
      name: "a template annotation key with a space",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
                  metadata:
                    annotations:
                      bad key: x
                  spec:
                    accessModes: [ReadWriteOnce]
                    resources:
                      requests:
                        storage: 1Gi
      `,
      errors: [
        { messageId: 'annotationKeyInvalid', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.metadata.annotations", line: 14, column: 13, endLine: 14, endColumn: 24 },
      ],
    },
    {
      name: "a template without access modes",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
                  spec:
                    resources:
                      requests:
                        storage: 1Gi
      `,
      errors: [
        { messageId: 'accessModesRequired', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.accessModes", line: 13, column: 11, endLine: 13, endColumn: 15 },
      ],
    },
    {
      name: "ReadWriteOncePod with another mode",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
                  spec:
                    accessModes: [ReadWriteOncePod, ReadWriteOnce]
                    resources:
                      requests:
                        storage: 1Gi
      `,
      errors: [
        { messageId: 'readWriteOncePodNotAlone', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.accessModes", line: 14, column: 13, endLine: 14, endColumn: 24 },
      ],
    },
    {
      name: "a template without a storage request",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
                  spec:
                    accessModes: [ReadWriteOnce]
                    resources: {}
      `,
      errors: [
        { messageId: 'storageRequired', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.resources[storage]", line: 15, column: 13, endLine: 15, endColumn: 22 },
      ],
    },
    {
      name: "a storage request of zero",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
                  spec:
                    accessModes: [ReadWriteOnce]
                    resources:
                      requests:
                        storage: "0"
      `,
      errors: [
        { messageId: 'storageNotPositive', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.resources[storage]", line: 15, column: 13, endLine: 15, endColumn: 22 },
      ],
    },
    {
      name: "a class name that is not a DNS subdomain",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
                  spec:
                    accessModes: [ReadWriteOnce]
                    resources:
                      requests:
                        storage: 1Gi
                    storageClassName: Bad_Class
      `,
      errors: [
        { messageId: 'classNameInvalid', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.storageClassName", line: 18, column: 31, endLine: 18, endColumn: 40 },
      ],
    },
    {
      name: "an unknown volume mode",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
                  spec:
                    accessModes: [ReadWriteOnce]
                    resources:
                      requests:
                        storage: 1Gi
                    volumeMode: Raw
      `,
      errors: [
        { messageId: 'volumeModeNotSupported', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.volumeMode", line: 18, column: 25, endLine: 18, endColumn: 28 },
      ],
    },
    {
      name: "a data source without a name",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
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
        { messageId: 'dataSourceNameRequired', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.dataSource.name", line: 20, column: 21, endLine: 20, endColumn: 23 },
      ],
    },
    {
      name: "a data source without a kind",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
                  spec:
                    accessModes: [ReadWriteOnce]
                    resources:
                      requests:
                        storage: 1Gi
                    dataSource:
                      apiGroup: example.com
                      kind: ""
                      name: src
      `,
      errors: [
        { messageId: 'dataSourceKindRequired', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.dataSource.kind", line: 20, column: 21, endLine: 20, endColumn: 23 },
      ],
    },
    {
      name: "a Secret as data source",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
                  spec:
                    accessModes: [ReadWriteOnce]
                    resources:
                      requests:
                        storage: 1Gi
                    dataSource:
                      kind: Secret
                      name: src
      `,
      errors: [
        { messageId: 'dataSourceCoreKind', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.dataSource", line: 18, column: 13, endLine: 18, endColumn: 23 },
      ],
    },
    {
      name: "an API group that is not a DNS subdomain",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
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
        { messageId: 'dataSourceGroupInvalid', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.dataSourceRef.apiGroup", line: 19, column: 25, endLine: 19, endColumn: 34 },
      ],
    },
    {
      name: "a data source namespace that is not a DNS label",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
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
      errors: [
        { messageId: 'dataSourceNamespaceInvalid', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.dataSourceRef.namespace", line: 21, column: 26, endLine: 21, endColumn: 32 },
      ],
    },
    {
      name: "dataSource next to a cross-namespace dataSourceRef",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
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
      errors: [
        { messageId: 'dataSourceWithNamespace', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec", line: 13, column: 11, endLine: 13, endColumn: 15 },
      ],
    },
    {
      name: "dataSource and dataSourceRef naming different claims",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              ephemeral:
                volumeClaimTemplate:
                  spec:
                    accessModes: [ReadWriteOnce]
                    resources:
                      requests:
                        storage: 1Gi
                    dataSource:
                      kind: PersistentVolumeClaim
                      name: a
                    dataSourceRef:
                      kind: PersistentVolumeClaim
                      name: b
      `,
      errors: [
        { messageId: 'dataSourceMismatch', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec", line: 13, column: 11, endLine: 13, endColumn: 15 },
      ],
    },
  ],
});
