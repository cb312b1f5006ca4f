import rule from '../../../rules/secret/service-account-name-missing.js';
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
      name: 'annotation missing',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata:
          name: build-robot-token
          namespace: default
        type: kubernetes.io/service-account-token
      `,
      errors: [{ messageId: 'missing', path: 'metadata.annotations[kubernetes.io/service-account.name]', line: 3, column: 1 }],
    },
    {
      name: 'annotation empty, vendor domain configured',
      settings: { vendorDomain: 'example.io' },
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata:
          name: build-robot-token
          namespace: default
          annotations: {example.io/service-account.name: ""}
        type: example.io/service-account-token
      `,
      errors: [{ messageId: 'missing', path: 'metadata.annotations[example.io/service-account.name]', line: 6, column: 50 }],
    },
  ],
});
