import rule from '../../../rules/endpoints/subset-addresses-missing.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Endpoints
      metadata: {name: web, namespace: default}
      subsets:
        - notReadyAddresses: [{ip: 10.244.1.5}]
    `,
  ],
  invalid: [
    {
      name: 'ports only',
      code: yaml`
        apiVersion: v1
        kind: Endpoints
        metadata: {name: web, namespace: default}
        subsets:
          - addresses: []
            ports: [{port: 80}]
      `,
      errors: [{ messageId: 'missing', path: 'subsets[0]', line: 5, column: 5 }],
    },
  ],
});
