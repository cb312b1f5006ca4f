import rule from '../../../rules/volume/gated-source-dropped.js';
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
            - name: models
              image:
                reference: registry.example.com/models/llm:v1
      `,
      featureGates: {"ImageVolume":true},
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
            - name: models
              image:
                reference: registry.example.com/models/llm:v1
      `,
      errors: [
        { messageId: 'dropped', path: "spec.volumes[0].image", line: 11, column: 7, endLine: 11, endColumn: 12 },
      ],
    },
  ],
});
