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
      name: 'a Secret value that is not base64',
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
            '`data[password]` is the string "hunter2!", which is not valid base64, so the API server refuses the object. Encode the value with base64 (standard alphabet, padded), or put the plain text in `stringData` (Secret) or `data` (ConfigMap).',
          line: 5,
          column: 13,
        },
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
      name: 'apiVersion that is not a string',
      code: 'apiVersion: 1\nkind: ConfigMap\nmetadata: {name: x}\n',
      errors: [{ messageId: 'invalidType', path: 'apiVersion', line: 1, column: 13 }],
    },
  ],
});
