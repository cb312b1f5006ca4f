import rule from '../../../rules/endpoints/address-name-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Endpoints
      metadata: {name: web, namespace: default}
      subsets:
        - addresses: [{ip: 10.244.1.5, hostname: web-0, nodeName: node-1.example.com}]
    `,
  ],
  invalid: [
    {
      name: 'bad hostname and node name',
      code: yaml`
        apiVersion: v1
        kind: Endpoints
        metadata: {name: web, namespace: default}
        subsets:
          - notReadyAddresses:
              - ip: 10.244.1.5
                hostname: Web_0
                nodeName: Node_1
      `,
      errors: [
        { messageId: 'hostname', path: 'subsets[0].notReadyAddresses[0].hostname', line: 7, column: 19, endColumn: 24 },
        { messageId: 'nodeName', path: 'subsets[0].notReadyAddresses[0].nodeName', line: 8, column: 19 },
      ],
    },
  ],
});
