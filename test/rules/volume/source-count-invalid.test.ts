import rule from '../../../rules/volume/source-count-invalid.js';
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
    {
      name: "no source (defaulted to emptyDir)",
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
    },
  ],
  invalid: [
    {
      name: "emptyDir and hostPath",
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
              hostPath:
                path: /data
      `,
      errors: [
        { messageId: 'extraSource', path: "spec.volumes[0].hostPath", line: 12, column: 7, endLine: 12, endColumn: 15 },
      ],
    },
  ],
});
