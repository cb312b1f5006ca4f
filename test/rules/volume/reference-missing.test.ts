import rule from '../../../rules/volume/reference-missing.js';
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
            - name: tls
              secret:
                secretName: web-tls
      `,
    },
  ],
  invalid: [
    {
      name: "configMap without a name",
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
            - name: config
              configMap:
                optional: true
      `,
      errors: [
        { messageId: 'configMapNameRequired', path: "spec.volumes[0].configMap.name", line: 11, column: 7, endLine: 11, endColumn: 16 },
      ],
    },
    {
      name: "claim of the Pod's own ephemeral volume",
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
                    resources: {requests: {storage: 1Gi}}
            - name: again
              persistentVolumeClaim:
                claimName: web-scratch
      `,
      errors: [
        { messageId: 'ephemeralClaim', path: "spec.volumes[1].persistentVolumeClaim.claimName", line: 18, column: 20, endLine: 18, endColumn: 31 },
      ],
    },
    {
      name: "a secret volume without a secret name",
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
              secret:
                secretName: ""
      `,
      errors: [
        { messageId: 'secretNameRequired', path: "spec.volumes[0].secret.secretName", line: 12, column: 21, endLine: 12, endColumn: 23 },
      ],
    },
    {
      name: "a claim volume without a claim name",
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
              persistentVolumeClaim:
                claimName: ""
      `,
      errors: [
        { messageId: 'claimNameRequired', path: "spec.volumes[0].persistentVolumeClaim.claimName", line: 12, column: 20, endLine: 12, endColumn: 22 },
      ],
    },
  ],
});
