import rule from '../../../rules/volume/name-invalid.js';
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
            - name: cache
              emptyDir: {}
            - name: tmp
              emptyDir: {}
      `,
    },
  ],
  invalid: [
    {
      name: "underscore in the name",
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
            - name: cache_1
              emptyDir: {}
      `,
      errors: [
        { messageId: 'nameInvalid', path: "spec.volumes[0].name", line: 10, column: 13, endLine: 10, endColumn: 20 },
      ],
    },
    {
      name: "missing name",
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
            - emptyDir: {}
      `,
      errors: [
        { messageId: 'nameRequired', path: "spec.volumes[0].name", line: 10, column: 7, endLine: 10, endColumn: 19 },
      ],
    },
    {
      name: "duplicate name in a Deployment template",
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
        spec:
          selector:
            matchLabels: {app: web}
          template:
            metadata:
              labels: {app: web}
            spec:
              containers:
                - name: app
                  image: nginx:1.27
              volumes:
                - name: cache
                  emptyDir: {}
                - name: cache
                  emptyDir: {medium: Memory}
      `,
      errors: [
        { messageId: 'duplicate', path: "spec.template.spec.volumes[1].name", line: 18, column: 17, endLine: 18, endColumn: 22 },
      ],
    },
  ],
});
