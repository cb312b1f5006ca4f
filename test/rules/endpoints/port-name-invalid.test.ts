import rule from '../../../rules/endpoints/port-name-invalid.js';
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
  valid: [ep('[{port: 8080}]'), ep('[{name: web-8080, port: 8080}, {name: metrics, port: 9090}]')],
  invalid: [
    { name: 'underscore', code: ep('[{name: web_port, port: 8080}]'), errors: [{ messageId: 'invalid', path: 'subsets[0].ports[0].name', line: 6, column: 20, endColumn: 28 }] },
    { name: 'unnamed port among several', code: ep('[{port: 8080}, {name: metrics, port: 9090}]'), errors: [{ messageId: 'required', path: 'subsets[0].ports[0].name', line: 6, column: 13 }] },
  ],
});
