import rule from '../../../rules/secret/type-changed.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'the same type restated on update',
      old: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: web-credentials, namespace: default}
        type: kubernetes.io/tls
        data: {tls.crt: "", tls.key: ""}
      `,
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: web-credentials, namespace: default, labels: {a: b}}
        type: kubernetes.io/tls
        data: {tls.crt: "", tls.key: ""}
      `,
    },
    {
      name: 'type omitted on an Opaque Secret',
      old: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: web-credentials, namespace: default}
        type: Opaque
      `,
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: web-credentials, namespace: default, labels: {a: b}}
      `,
    },
  ],
  invalid: [
    {
      old: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: web-credentials, namespace: default}
        data: {tls.crt: "", tls.key: ""}
      `,
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: web-credentials, namespace: default}
        type: kubernetes.io/tls
        data: {tls.crt: "", tls.key: ""}
      `,
      errors: [{ messageId: 'changed', path: 'type', message: '`type` changed from "Opaque" to "kubernetes.io/tls"; the type of a Secret cannot change after creation.', line: 4, column: 7 }],
    },
  ],
});
