import rule from '../../../rules/endpoints/kind-deprecated.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: discovery.k8s.io/v1
      kind: EndpointSlice
      metadata: {name: web-1, namespace: default, labels: {kubernetes.io/service-name: web}}
      addressType: IPv4
      endpoints: [{addresses: [10.244.1.5]}]
    `,
  ],
  invalid: [
    {
      name: 'any Endpoints object',
      code: yaml`
        apiVersion: v1
        kind: Endpoints
        metadata: {name: web, namespace: default}
        subsets:
          - addresses: [{ip: 10.244.1.5}]
            ports: [{name: http, port: 8080}]
      `,
      errors: [{ messageId: 'deprecated', path: 'kind', line: 2, column: 7, endLine: 2, endColumn: 16, severity: 'warning', message: '`kind` Endpoints (v1) is deprecated from Kubernetes 1.33 on; publish endpoints as discovery.k8s.io/v1 EndpointSlice objects instead.' }],
    },
  ],
});
