import rule from '../../../rules/volume/empty-dir-size-limit-negative.js';
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
              emptyDir:
                medium: Memory
                sizeLimit: 256Mi
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
            - name: cache
              emptyDir:
                sizeLimit: -1Gi
      `,
      errors: [
        { messageId: 'sizeLimitNegative', path: "spec.volumes[0].emptyDir.sizeLimit", line: 12, column: 20, endLine: 12, endColumn: 24 },
      ],
    },
  ],
});
