import rule from '../../../rules/endpoints/port-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const ep = (ports: string) => yaml`
  apiVersion: v1
  kind: Endpoints
  metadata: {name: web, namespace: default}
  subsets:
    - addresses: [{ip: 10.244.1.5}]
      ports: ${ports}
`;

ruleTester.run(rule, {
  valid: [ep('[{port: 8080}]'), ep('[{name: a, port: 1, protocol: SCTP, appProtocol: kubernetes.io/h2c}, {name: b, port: 65535, protocol: ""}]')],
  invalid: [
    { name: 'port out of range', code: ep('[{port: 65536}]'), errors: [{ messageId: 'number', path: 'subsets[0].ports[0].port', line: 6, column: 20, endColumn: 25 }] },
    { name: 'port missing', code: ep('[{name: http}]'), errors: [{ messageId: 'number', path: 'subsets[0].ports[0].port', line: 6, column: 13 }] },
    { name: 'lower-case protocol', code: ep('[{port: 80, protocol: tcp}]'), errors: [{ messageId: 'protocol', path: 'subsets[0].ports[0].protocol', line: 6, column: 34 }] },
    { name: 'appProtocol with a space', code: ep('[{port: 80, appProtocol: not valid}]'), errors: [{ messageId: 'appProtocol', path: 'subsets[0].ports[0].appProtocol', line: 6, column: 37 }] },
  ],
});
