import rule from '../../../rules/csi-driver/token-request-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: CSIDriver
      metadata: {name: secrets-store.csi.k8s.io}
      spec:
        requiresRepublish: true
        tokenRequests:
          - audience: vault
            expirationSeconds: 600
          - audience: ""
          - audience: aws
            expirationSeconds: 4294967296
    `,
  ],
  invalid: [
    {
      name: 'repeated audience, second empty audience',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIDriver
        metadata: {name: secrets-store.csi.k8s.io}
        spec:
          tokenRequests:
            - audience: vault
            - audience: vault
              expirationSeconds: 1
            - {}
            - audience: ""
      `,
      errors: [
        { messageId: 'duplicate', path: 'spec.tokenRequests[1].audience', line: 7, column: 17 },
        { messageId: 'duplicate', path: 'spec.tokenRequests[3].audience', line: 10, column: 17 },
      ],
    },
    {
      name: 'lifetimes out of range',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIDriver
        metadata: {name: secrets-store.csi.k8s.io}
        spec:
          tokenRequests:
            - {audience: a, expirationSeconds: 599}
            - {audience: b, expirationSeconds: 4294967297}
      `,
      errors: [
        { messageId: 'tooShort', path: 'spec.tokenRequests[0].expirationSeconds', line: 6, column: 40 },
        { messageId: 'tooLong', path: 'spec.tokenRequests[1].expirationSeconds', line: 7, column: 40 },
      ],
    },
  ],
});
