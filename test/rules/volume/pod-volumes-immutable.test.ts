import rule from '../../../rules/volume/pod-volumes-immutable.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "restating the default mode",
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
            - name: vol
              configMap:
                name: web-config
                defaultMode: 420
      `,
      old: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: vol
              configMap:
                name: web-config
      `,
    },
  ],
  invalid: [
    {
      name: "changing a defaulted mode",
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
            - name: vol
              secret:
                secretName: web-tls
                defaultMode: 0400
      `,
      old: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: vol
              secret:
                secretName: web-tls
      `,
      errors: [
        { messageId: 'changed', path: "spec", line: 5, column: 1, endLine: 5, endColumn: 5 },
      ],
    },
  ],
});
