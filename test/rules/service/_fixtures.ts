import { yaml } from '../../utils/rule-tester.js';

/** A stored LoadBalancer Service, as the server holds it, for status-update cases. */
export const storedLoadBalancer = yaml`
  apiVersion: v1
  kind: Service
  metadata:
    name: web
  spec:
    type: LoadBalancer
    clusterIP: 10.96.0.10
    clusterIPs: [10.96.0.10]
    ports: [{name: http, port: 80, protocol: TCP, nodePort: 30080}]
`;

/** A stored ClusterIP Service. */
export const storedClusterIP = yaml`
  apiVersion: v1
  kind: Service
  metadata:
    name: web
  spec:
    type: ClusterIP
    clusterIP: 10.96.0.10
    clusterIPs: [10.96.0.10]
    ports: [{name: http, port: 80, protocol: TCP}]
`;
