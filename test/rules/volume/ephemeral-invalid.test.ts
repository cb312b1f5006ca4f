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
        { messageId: 'required', path: "spec.volumes[0].ephemeral.volumeClaimTemplate", line: 12, column: 30, endLine: 12, endColumn: 34 },
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
        { messageId: 'forbidden', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.metadata.name", line: 14, column: 19, endLine: 14, endColumn: 23 },
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
        { messageId: 'notSupported', path: "spec.volumes[0].ephemeral.volumeClaimTemplate.spec.accessModes", line: 14, column: 13, endLine: 14, endColumn: 24 },
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
        { messageId: 'invalid', path: "spec.volumes[0].name", line: 10, column: 13, endLine: 10, endColumn: 20 },
      ],
    },
  ],
});
