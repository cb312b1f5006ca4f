import rule from '../../../rules/endpoints/address-ready-and-not-ready.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Endpoints
      metadata: {name: web, namespace: default}
      subsets:
        - addresses: [{ip: 10.244.1.5}]
          notReadyAddresses: [{ip: 10.244.1.6}]
        - addresses: [{ip: 10.244.1.6}]
    `,
  ],
  invalid: [
    {
      name: 'same IP, spelled differently',
      code: yaml`
        apiVersion: v1
        kind: Endpoints
        metadata: {name: web, namespace: default}
        subsets:
          - addresses: [{ip: "2001:db8::5"}]
            notReadyAddresses: [{ip: "2001:DB8:0::5"}]
      `,
      errors: [{ messageId: 'both', path: 'subsets[0].notReadyAddresses[0].ip', line: 6, column: 30, severity: 'warning' }],
    },
  ],
});
