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
        { messageId: 'fieldPathNotSupported', path: "spec.volumes[0].downwardAPI.fieldRef.fieldPath", line: 11, column: 7, endLine: 11, endColumn: 18 },
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
        { messageId: 'fieldLabelUnknown', path: "spec.volumes[0].downwardAPI.fieldRef.fieldPath", line: 11, column: 7, endLine: 11, endColumn: 18 },
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
        { messageId: 'containerNameRequired', path: "spec.volumes[0].downwardAPI.resourceFieldRef.containerName", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
    {
      name: "an item with neither reference",
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
            - name: v
              downwardAPI:
                items:
                  - path: name
      `,
      errors: [
        { messageId: 'refRequired', path: "spec.volumes[0].downwardAPI", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
    {
      name: "an item with both references",
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
            - name: v
              downwardAPI:
                items:
                  - path: name
                    fieldRef:
                      fieldPath: metadata.name
                    resourceFieldRef:
                      containerName: app
                      resource: limits.cpu
      `,
      errors: [
        { messageId: 'bothRefs', path: "spec.volumes[0].downwardAPI", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
    {
      name: "an empty field path",
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
            - name: v
              downwardAPI:
                items:
                  - path: name
                    fieldRef:
                      fieldPath: ""
      `,
      errors: [
        { messageId: 'fieldPathRequired', path: "spec.volumes[0].downwardAPI.fieldRef.fieldPath", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
    {
      name: "a fieldRef of apiVersion v2",
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
            - name: v
              downwardAPI:
                items:
                  - path: name
                    fieldRef:
                      apiVersion: v2
                      fieldPath: metadata.name
      `,
      errors: [
        { messageId: 'apiVersionUnsupported', path: "spec.volumes[0].downwardAPI.fieldRef.fieldPath", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
    {
      name: "a label subscript that is not a label key",
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
            - name: v
              downwardAPI:
                items:
                  - path: label
                    fieldRef:
                      fieldPath: "metadata.labels['bad key']"
      `,
      errors: [
        { messageId: 'subscriptKeyInvalid', path: "spec.volumes[0].downwardAPI.fieldRef", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
    {
      name: "a subscript on metadata.name",
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
            - name: v
              downwardAPI:
                items:
                  - path: name
                    fieldRef:
                      fieldPath: "metadata.name['x']"
      `,
      errors: [
        { messageId: 'subscriptNotSupported', path: "spec.volumes[0].downwardAPI.fieldRef.fieldPath", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
    {
      name: "an empty resource",
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
            - name: v
              downwardAPI:
                items:
                  - path: cpu
                    resourceFieldRef:
                      containerName: app
                      resource: ""
      `,
      errors: [
        { messageId: 'resourceRequired', path: "spec.volumes[0].downwardAPI.resourceFieldRef.resource", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
    {
      name: "an unknown resource",
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
            - name: v
              downwardAPI:
                items:
                  - path: gpu
                    resourceFieldRef:
                      containerName: app
                      resource: limits.gpu
      `,
      errors: [
        { messageId: 'resourceNotSupported', path: "spec.volumes[0].downwardAPI.resourceFieldRef.resource", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
    {
      name: "a cpu divisor of 2",
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
            - name: v
              downwardAPI:
                items:
                  - path: cpu
                    resourceFieldRef:
                      containerName: app
                      resource: limits.cpu
                      divisor: "2"
      `,
      errors: [
        { messageId: 'cpuDivisorInvalid', path: "spec.volumes[0].downwardAPI.resourceFieldRef.divisor", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
    {
      name: "a memory divisor of 3",
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
            - name: v
              downwardAPI:
                items:
                  - path: mem
                    resourceFieldRef:
                      containerName: app
                      resource: limits.memory
                      divisor: "3"
      `,
      errors: [
        { messageId: 'divisorInvalid', path: "spec.volumes[0].downwardAPI.resourceFieldRef.divisor", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
    {
      name: "a memory divisor of 1024: equal to 1Ki in value, but its canonical form is 1024",
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
            - name: v
              downwardAPI:
                items:
                  - path: mem
                    resourceFieldRef:
                      containerName: app
                      resource: limits.memory
                      divisor: "1024"
      `,
      errors: [
        { messageId: 'divisorInvalid', path: "spec.volumes[0].downwardAPI.resourceFieldRef.divisor", line: 11, column: 7, endLine: 11, endColumn: 18 },
      ],
    },
  ],
});
