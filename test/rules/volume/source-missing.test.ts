import rule from '../../../rules/volume/source-missing.js';
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
            - name: data
              emptyDir: {}
      `,
    },
  ],
  invalid: [
    {
      name: "invalid #0",
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
            - name: data
      `,
      errors: [
        { messageId: 'missing', path: "spec.volumes[0]", line: 10, column: 7, endLine: 10, endColumn: 17 },
      ],
    },
  ],
});
