import rule from '../../../rules/endpoints/port-name-duplicate.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Endpoints
      metadata: {name: web, namespace: default}
      subsets:
        - addresses: [{ip: 10.244.1.5}]
          ports: [{name: http, port: 8080}]
        - addresses: [{ip: 10.244.1.6}]
          ports: [{name: http, port: 8081}]
    `,
  ],
  invalid: [
    {
      name: 'two ports named http',
      code: yaml`
        apiVersion: v1
        kind: Endpoints
        metadata: {name: web, namespace: default}
        subsets:
          - addresses: [{ip: 10.244.1.5}]
            ports: [{name: http, port: 8080}, {name: http, port: 8081}]
      `,
      errors: [{ messageId: 'duplicate', path: 'subsets[0].ports[1].name', line: 6, column: 46, severity: 'warning' }],
    },
  ],
});
