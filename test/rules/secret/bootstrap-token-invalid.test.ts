import rule from '../../../rules/secret/bootstrap-token-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Secret
      metadata: {name: bootstrap-token-07401b, namespace: kube-system}
      type: bootstrap.kubernetes.io/token
      stringData:
        token-id: 07401b
        token-secret: f395accd246ae52d
        usage-bootstrap-authentication: "true"
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: bootstrap-token-abcdef, namespace: default}
        type: bootstrap.kubernetes.io/token
        stringData:
          token-id: 07401b
          token-secret: TooShort
      `,
      errors: [
        { messageId: 'name', path: 'metadata.name', severity: 'warning', line: 3, column: 18 },
        { messageId: 'namespace', path: 'metadata.namespace', line: 3, column: 53 },
        { messageId: 'tokenSecret', path: 'data[token-secret]', message: '`data[token-secret]` is a value of 8 characters; a token secret is 16 characters of lowercase letters and digits.', line: 7, column: 17 },
      ],
    },
    {
      name: 'bad token id in data',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: bootstrap-token-x, namespace: kube-system}
        type: bootstrap.kubernetes.io/token
        data:
          token-id: QUJD
      `,
      errors: [{ messageId: 'tokenId', path: 'data[token-id]', line: 6, column: 13 }],
    },
  ],
});
