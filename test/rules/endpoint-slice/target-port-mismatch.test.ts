import rule from '../../../rules/endpoint-slice/target-port-mismatch.js';
import { runSetTests } from '../../utils/set-tester.js';

const service = `apiVersion: v1
kind: Service
metadata:
  name: web
  namespace: shop
spec:
  ports:
    - {name: http, port: 80, targetPort: 8080}
    - {name: metrics, port: 9090}
    - {name: grpc, port: 81, targetPort: grpc}
`;

function slice(ports: string): string {
  return `apiVersion: discovery.k8s.io/v1
kind: EndpointSlice
metadata:
  name: web-abc12
  namespace: shop
  labels: {kubernetes.io/service-name: web}
addressType: IPv4
endpoints:
  - addresses: [10.244.1.5]
ports:
${ports}`;
}

runSetTests(rule, {
  valid: [
    { name: 'numeric, defaulted and named target ports', files: { 'svc.yaml': service, 'slice.yaml': slice('  - {name: http, port: 8080}\n  - {name: metrics, port: 9090}\n  - {name: grpc, port: 50051}\n') } },
    { name: 'the Service is not in the checked files', files: { 'slice.yaml': slice('  - {name: http, port: 80}\n') } },
    { name: 'a Service in another namespace', files: { 'svc.yaml': service.replace('namespace: shop', 'namespace: other'), 'slice.yaml': slice('  - {name: http, port: 80}\n') } },
    { name: 'the complete app fixture', files: 'complete-app' },
  ],
  invalid: [
    {
      name: 'slice ports carry the Service ports instead of the target ports',
      files: { 'svc.yaml': service, 'slice.yaml': slice('  - name: http\n    port: 80\n  - {name: metrics, port: 9091}\n') },
      errors: [
        { uri: 'slice.yaml', messageId: 'mismatch', path: 'ports[0].port', line: 12, column: 11, endColumn: 13 },
        { uri: 'slice.yaml', messageId: 'mismatch', path: 'ports[1].port', line: 13, column: 27 },
      ],
    },
  ],
});
