import rule from '../../../rules/csi-driver/service-account-token-in-secrets-without-token-requests.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: CSIDriver
      metadata: {name: secrets-store.csi.k8s.io}
      spec:
        tokenRequests: [{audience: vault}]
        serviceAccountTokenInSecrets: true
    `,
  ],
  invalid: [
    {
      name: 'false is a set value too',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIDriver
        metadata: {name: secrets-store.csi.k8s.io}
        spec:
          serviceAccountTokenInSecrets: false
      `,
      errors: [{ messageId: 'withoutRequests', path: 'spec.serviceAccountTokenInSecrets', severity: 'warning', line: 5, column: 3 }],
    },
  ],
});
