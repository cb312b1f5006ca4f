import rule from '../../../rules/node/address-duplicate.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: v1
  kind: Node
  metadata:
    name: node-1
`;

ruleTester.run(rule, {
  valid: [
    {
      old: stored,
      subresource: 'status',
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        status:
          addresses:
          - {type: InternalIP, address: 10.0.1.17}
          - {type: ExternalIP, address: 10.0.1.17}
      `,
    },
  ],
  invalid: [
    {
      old: stored,
      subresource: 'status',
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        status:
          addresses:
          - {type: InternalIP, address: 10.0.1.17}
          - {type: InternalIP, address: 10.0.1.17}
      `,
      errors: [{ messageId: 'duplicate', path: 'status.addresses[1]', line: 8, column: 5 }],
    },
  ],
});
