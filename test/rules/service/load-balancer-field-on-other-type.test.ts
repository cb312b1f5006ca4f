import rule from '../../../rules/service/load-balancer-field-on-other-type.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        type: LoadBalancer
        loadBalancerClass: example.com/internal
        allocateLoadBalancerNodePorts: false
        loadBalancerSourceRanges: [10.0.0.0/8]
        ports: [{port: 80}]
    `,
    {
      name: 'type change from LoadBalancer drops unchanged fields',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: NodePort
          loadBalancerClass: example.com/internal
          allocateLoadBalancerNodePorts: false
          ports: [{port: 80, nodePort: 30080}]
      `,
      old: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: LoadBalancer
          clusterIP: 10.96.0.10
          loadBalancerClass: example.com/internal
          allocateLoadBalancerNodePorts: false
          ports: [{port: 80, nodePort: 30080}]
      `,
    },
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          type: NodePort
          loadBalancerSourceRanges: [10.0.0.0/8]
          allocateLoadBalancerNodePorts: true
          loadBalancerClass: example.com/internal
          ports: [{port: 80}]
      `,
      errors: [
        { messageId: 'loadBalancerSourceRanges', path: 'spec.LoadBalancerSourceRanges', line: 7, column: 3, endColumn: 27 },
        { messageId: 'allocateLoadBalancerNodePorts', path: 'spec.allocateLoadBalancerNodePorts', line: 8, column: 34 },
        { messageId: 'loadBalancerClass', path: 'spec.loadBalancerClass', line: 9, column: 22 },
      ],
    },
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
          annotations:
            service.beta.kubernetes.io/load-balancer-source-ranges: 10.0.0.0/8
        spec:
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'sourceRangesAnnotation', path: 'metadata.annotations[service.beta.kubernetes.io/load-balancer-source-ranges]', line: 6, column: 5 }],
    },
  ],
});
