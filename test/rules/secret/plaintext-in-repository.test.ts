import rule from '../../../rules/secret/plaintext-in-repository.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Secret
      metadata:
        name: build-robot-token
        namespace: default
        annotations: {kubernetes.io/service-account.name: build-robot}
      type: kubernetes.io/service-account-token
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: web-credentials, namespace: default}
        data:
          username: YWRtaW4=
          password: czNjcjN0
      `,
      errors: [{ messageId: 'plaintext', path: 'data', severity: 'info', line: 4, column: 1, endColumn: 5 }],
    },
    {
      name: 'stringData only',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: web-credentials, namespace: default}
        stringData: {password: s3cr3t}
      `,
      errors: [{ messageId: 'plaintext', path: 'stringData', line: 4, column: 1 }],
    },
  ],
});
