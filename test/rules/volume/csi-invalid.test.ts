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
        { messageId: 'required', path: "spec.csi.volumeHandle", line: 9, column: 3, endLine: 9, endColumn: 6 },
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
        { messageId: 'invalid', path: "spec.volumes[0].csi.driver", line: 12, column: 17, endLine: 12, endColumn: 30 },
      ],
    },
  ],
});
