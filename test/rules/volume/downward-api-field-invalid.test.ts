import rule from '../../../rules/volume/downward-api-field-invalid.js';
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
            - name: podinfo
              downwardAPI:
                items:
                  - path: labels
                    fieldRef: {fieldPath: metadata.labels}
                  - path: app
                    fieldRef: {fieldPath: "metadata.labels['app']"}
                  - path: mem
                    resourceFieldRef: {containerName: app, resource: limits.memory, divisor: 1Mi}
      `,
    },
  ],
  invalid: [
    {
      name: "pod IP is not available in volumes",
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
            - name: podinfo
              downwardAPI:
                items:
                  - path: ip
                    fieldRef: {fieldPath: status.podIP}
      `,
      errors: [
        { messageId: 'notSupported', path: "spec.volumes[0].downwardAPI.fieldRef.fieldPath", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
    {
      name: "unknown field path",
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
            - name: podinfo
              downwardAPI:
                items:
                  - path: x
                    fieldRef: {fieldPath: metadata.foo}
      `,
      errors: [
        { messageId: 'invalid', path: "spec.volumes[0].downwardAPI.fieldRef.fieldPath", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
    {
      name: "resourceFieldRef without container",
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
            - name: podinfo
              downwardAPI:
                items:
                  - path: cpu
                    resourceFieldRef: {resource: limits.cpu}
      `,
      errors: [
        { messageId: 'required', path: "spec.volumes[0].downwardAPI.resourceFieldRef.containerName", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
  ],
});
