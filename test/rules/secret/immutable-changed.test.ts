import rule from '../../../rules/secret/immutable-changed.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: v1
  kind: Secret
  metadata: {name: web-credentials, namespace: default}
  type: Opaque
  data: {username: YWRtaW4=, password: czNjcjN0}
  immutable: true
`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'stringData repeating the stored value',
      old: stored,
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: web-credentials, namespace: default}
        type: Opaque
        data: {username: YWRtaW4=, password: czNjcjN0}
        stringData: {password: s3cr3t}
        immutable: true
      `,
    },
    {
      name: 'a mutable Secret rotates a value',
      old: stored.replace('immutable: true', ''),
      code: stored.replace('czNjcjN0', 'cjB0YXRlZA=='),
    },
  ],
  invalid: [
    {
      name: 'immutable unset and a value rotated through stringData',
      old: stored,
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: web-credentials, namespace: default}
        type: Opaque
        data: {username: YWRtaW4=, password: czNjcjN0}
        stringData: {password: r0tated}
      `,
      errors: [
        { messageId: 'unset', path: 'immutable', line: 1, column: 1 },
        { messageId: 'changed', path: 'data', line: 5, column: 1 },
      ],
    },
  ],
});
