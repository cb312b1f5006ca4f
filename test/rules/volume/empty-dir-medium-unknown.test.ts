import rule from '../../../rules/volume/empty-dir-medium-unknown.js';
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
            - name: huge
              emptyDir:
                medium: HugePages-2Mi
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
                medium: Disk
      `,
      errors: [
        { messageId: 'unknown', path: "spec.volumes[0].emptyDir.medium", line: 12, column: 17, endLine: 12, endColumn: 21 },
      ],
    },
  ],
});
