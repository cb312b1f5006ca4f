import rule from '../../../rules/schema/invalid-type.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata: {name: web, labels: {version: "1.10"}}
      spec:
        publishNotReadyAddresses: true
        ports: [{port: 80, targetPort: http}]
    `,
  ],
  invalid: [
    {
      name: 'a Secret value that is not base64: the value is never printed',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: creds}
        data:
          password: hunter2!
      `,
      errors: [
        {
          messageId: 'notBase64',
          message:
            '`data[password]` is not valid base64 ("illegal base64 data at input byte 7"), so the API server refuses the object. Encode the value with base64 (standard alphabet, padded, e.g. `base64 -w0`), or put the plain text in `stringData` (Secret) or `data` (ConfigMap).',
          line: 5,
          column: 13,
        },
      ],
    },
    {
      name: 'a Secret value of the wrong type: its type only',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: db}
        data: {pin: 4711}
        stringData: {token: 123456789}
      `,
      errors: [
        { messageId: 'invalidType', path: 'data[pin]', line: 4, column: 13, message: '`data[pin]` is an integer; the API server decodes it as base64 string.' },
        { messageId: 'invalidType', path: 'stringData[token]', line: 5, column: 21, message: '`stringData[token]` is an integer; the API server decodes it as string.' },
      ],
    },
    {
      name: 'a string where a boolean is expected',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata: {name: web}
        spec:
          publishNotReadyAddresses: "true"
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'invalidType', path: 'spec.publishNotReadyAddresses', line: 5, column: 29, endColumn: 35, message: '`spec.publishNotReadyAddresses` is the string "true"; the API server decodes it as boolean.' }],
    },
    {
      name: 'an unquoted number in a string map, and an int32 overflow',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
          labels:
            version: 1.10
        spec:
          ports:
          - port: 2147483648
      `,
      errors: [
        { messageId: 'invalidType', path: 'metadata.labels[version]', line: 6, column: 14, message: '`metadata.labels[version]` is the number 1.1; the API server decodes it as string.' },
        { messageId: 'invalidType', path: 'spec.ports[0].port', line: 9, column: 11 },
      ],
    },
    {
      name: 'a string where an integer is expected, in a kind checked by its published schema',
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata: {name: web}
        spec:
          replicas: "3"
          selector: {matchLabels: {app: web}}
          template:
            metadata: {labels: {app: web}}
            spec:
              containers:
              - name: web
                image: nginx
                ports: [{containerPort: "80"}]
      `,
      errors: [
        { messageId: 'invalidType', path: 'spec.replicas', line: 5, column: 13, endColumn: 16, message: '`spec.replicas` is the string "3"; the API server decodes it as int32.' },
        { messageId: 'invalidType', path: 'spec.template.spec.containers[0].ports[0].containerPort', line: 13, column: 33, endColumn: 37 },
      ],
    },
    {
      name: 'int-or-string, quantity and time in generated schemas',
      code: yaml`
        apiVersion: policy/v1
        kind: PodDisruptionBudget
        metadata: {name: web, creationTimestamp: yesterday}
        spec:
          minAvailable: 1.5
          selector: {matchLabels: {app: web}}
        ---
        apiVersion: v1
        kind: ResourceQuota
        metadata: {name: q}
        spec:
          hard: {cpu: lots}
      `,
      errors: [
        { messageId: 'invalidType', path: 'metadata.creationTimestamp', line: 3, column: 42, message: '`metadata.creationTimestamp` is the string "yesterday"; the API server decodes it as RFC 3339 time.' },
        { messageId: 'invalidType', path: 'spec.minAvailable', line: 5, column: 17, message: '`spec.minAvailable` is the number 1.5; the API server decodes it as integer or string.' },
        { messageId: 'invalidType', path: 'spec.hard[cpu]', line: 12, column: 15, message: '`spec.hard[cpu]` is the string "lots"; the API server decodes it as quantity.' },
      ],
    },
    {
      name: 'apiVersion that is not a string',
      code: 'apiVersion: 1\nkind: ConfigMap\nmetadata: {name: x}\n',
      errors: [{ messageId: 'invalidType', path: 'apiVersion', line: 1, column: 13 }],
    },
  ],
});
