import rule from '../../../rules/volume/image-invalid.js';
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
                pullPolicy: IfNotPresent
      `,
      featureGates: {"ImageVolume":true},
    },
    {
      name: "gate off: dropped by the server",
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
                pullPolicy: Sometimes
      `,
    },
  ],
  invalid: [
    {
      name: "no reference",
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
                pullPolicy: IfNotPresent
      `,
      featureGates: {"ImageVolume":true},
      errors: [
        { messageId: 'referenceRequired', path: "spec.volumes[0].image.reference", line: 11, column: 7, endLine: 11, endColumn: 12 },
      ],
    },
    {
      name: "unknown pull policy",
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
                pullPolicy: Sometimes
      `,
      featureGates: {"ImageVolume":true},
      errors: [
        { messageId: 'pullPolicyNotSupported', path: "spec.volumes[0].image.pullPolicy", line: 13, column: 21, endLine: 13, endColumn: 30 },
      ],
    },
    {
      name: "whitespace in the reference",
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
                reference: " registry.example.com/models/llm:v1"
      `,
      featureGates: {"ImageVolume":true},
      errors: [
        { messageId: 'referenceWhitespace', path: "spec.volumes[0].image.reference", line: 12, column: 20, endLine: 12, endColumn: 57 },
      ],
    },
  ],
});
