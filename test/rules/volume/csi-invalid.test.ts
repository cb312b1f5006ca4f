import rule from '../../../rules/volume/csi-invalid.js';
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
            - name: secrets
              csi:
                driver: secrets-store.csi.k8s.io
                readOnly: true
                volumeAttributes: {secretProviderClass: vault}
      `,
    },
  ],
  invalid: [
    {
      name: "PersistentVolume without volume handle",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          csi:
            driver: ebs.csi.aws.com
      `,
      errors: [
        { messageId: 'volumeHandleRequired', path: "spec.csi.volumeHandle", line: 9, column: 3, endLine: 9, endColumn: 6 },
      ],
    },
    {
      name: "uppercase driver name",
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
            - name: secrets
              csi:
                driver: Secrets_Store
      `,
      errors: [
        { messageId: 'driverInvalid', path: "spec.volumes[0].csi.driver", line: 12, column: 17, endLine: 12, endColumn: 30 },
      ],
    },
    {
      name: "an empty driver",
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
              csi:
                driver: ""
      `,
      errors: [
        { messageId: 'driverRequired', path: "spec.volumes[0].csi.driver", line: 12, column: 17, endLine: 12, endColumn: 19 },
      ],
    },
    {
      name: "a driver name of 64 characters",
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
              csi:
                driver: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
      `,
      errors: [
        { messageId: 'driverTooLong', path: "spec.volumes[0].csi.driver", line: 12, column: 17, endLine: 12, endColumn: 81 },
      ],
    },
    {
      name: "a node publish secret without a name",
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
              csi:
                driver: csi.example.com
                nodePublishSecretRef:
                  name: ""
      `,
      errors: [
        { messageId: 'secretNameRequired', path: "spec.volumes[0].csi.nodePublishSecretRef.name", line: 14, column: 17, endLine: 14, endColumn: 19 },
      ],
    },
    {
      name: "a node publish secret name that is not a DNS subdomain",
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
              csi:
                driver: csi.example.com
                nodePublishSecretRef:
                  name: Bad_Name
      `,
      errors: [
        { messageId: 'secretNameInvalid', path: "spec.volumes[0].csi.nodePublishSecretRef.name", line: 14, column: 17, endLine: 14, endColumn: 25 },
      ],
    },
    {
      name: "a PersistentVolume secret reference without a namespace",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          csi:
            driver: csi.example.com
            volumeHandle: h1
            nodeStageSecretRef:
              name: creds
      `,
      errors: [
        { messageId: 'secretNamespaceRequired', path: "spec.csi.nodeStageSecretRef.namespace", line: 12, column: 5, endLine: 12, endColumn: 23 },
      ],
    },
    {
      name: "a secret namespace that is not a DNS label",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          csi:
            driver: csi.example.com
            volumeHandle: h1
            nodeStageSecretRef:
              name: creds
              namespace: Bad_NS
      `,
      errors: [
        { messageId: 'secretNamespaceInvalid', path: "spec.csi.nodeStageSecretRef.namespace", line: 14, column: 18, endLine: 14, endColumn: 24 },
      ],
    },
  ],
});
