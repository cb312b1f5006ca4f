import rule from '../../../rules/endpoint-slice/service-label-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const s = (labels: string) => yaml`
  apiVersion: discovery.k8s.io/v1
  kind: EndpointSlice
  metadata:
    name: web-abc12
    namespace: default
    labels: ${labels}
  addressType: IPv4
  endpoints: [{addresses: [10.244.1.5]}]
`;

ruleTester.run(rule, {
  valid: [s('{kubernetes.io/service-name: web, endpointslice.kubernetes.io/managed-by: example.com/my-controller}'), s('{app: web}')],
  invalid: [
    { name: 'service name with a dot', code: s('{kubernetes.io/service-name: web.v2}'), errors: [{ messageId: 'serviceName', path: 'metadata.labels[kubernetes.io/service-name]', line: 6, column: 40, severity: 'warning' }] },
    { name: 'managed by the built-in controller', code: s('{endpointslice.kubernetes.io/managed-by: endpointslice-controller.k8s.io}'), errors: [{ messageId: 'managedBy', path: 'metadata.labels[endpointslice.kubernetes.io/managed-by]', line: 6, column: 52 }] },
  ],
});
