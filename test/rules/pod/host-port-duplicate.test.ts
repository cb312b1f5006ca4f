import rule from '../../../rules/pod/host-port-duplicate.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'one host port per protocol and host IP; container ports alone; init containers apart from the containers',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          initContainers:
            - name: init
              image: busybox
              ports: [{containerPort: 80, hostPort: 8080}]
            - name: init2
              image: busybox
              ports: [{containerPort: 80, hostPort: 8080}]
          containers:
            - name: a
              image: nginx
              ports:
                - {containerPort: 80, hostPort: 8080}
                - {containerPort: 80, hostPort: 8080, protocol: UDP}
                - {containerPort: 81, hostPort: 8080, hostIP: 127.0.0.1}
                - {containerPort: 82, hostPort: 8080, hostIP: 0.0.0.0}
                - {containerPort: 9000, hostPort: 0}
            - name: b
              image: nginx
              ports: [{containerPort: 9000}]
      `,
    },
    {
      name: 'hostNetwork in a template: host ports are not defaulted there',
      code: yaml`
        apiVersion: apps/v1
        kind: DaemonSet
        metadata:
          name: agent
        spec:
          selector:
            matchLabels: {app: agent}
          template:
            metadata:
              labels: {app: agent}
            spec:
              hostNetwork: true
              containers:
                - {name: a, image: agent, ports: [{containerPort: 9100}]}
                - {name: b, image: agent, ports: [{containerPort: 9100}]}
      `,
    },
  ],
  invalid: [
    {
      name: 'the same host port across two containers of a Deployment template',
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
        spec:
          selector:
            matchLabels: {app: web}
          template:
            metadata:
              labels: {app: web}
            spec:
              containers:
                - name: a
                  image: nginx
                  ports: [{containerPort: 80, hostPort: 8080}]
                - name: b
                  image: nginx
                  ports: [{containerPort: 81, hostPort: 8080, protocol: TCP}]
      `,
      errors: [
        {
          messageId: 'duplicate',
          path: 'spec.template.spec.containers[1].ports[0].hostPort',
          line: 18,
          column: 49,
          message:
            '`spec.template.spec.containers[1].ports[0].hostPort` is 8080, already taken by ' +
            '`spec.template.spec.containers[0].ports[0].hostPort` with the same protocol and host IP ("TCP//8080"); a host port ' +
            'is bound once per pod.',
        },
      ],
    },
    {
      name: 'a Pod with hostNetwork: unset host ports are defaulted to the container ports, then conflict',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: agent
        spec:
          hostNetwork: true
          containers:
            - name: a
              image: agent
              ports: [{containerPort: 9100}]
            - name: b
              image: agent
              ports: [{containerPort: 9100, hostPort: 0}, {containerPort: 9100, hostPort: 9100}]
      `,
      errors: [
        { messageId: 'duplicate', path: 'spec.containers[1].ports[0].hostPort', line: 13, column: 15 },
        { messageId: 'duplicate', path: 'spec.containers[1].ports[1].hostPort', line: 13, column: 83 },
      ],
    },
    {
      name: 'one init container twice: the server names it initContainers[0] whatever its index',
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: run
        spec:
          template:
            spec:
              restartPolicy: Never
              initContainers:
                - {name: first, image: busybox}
                - name: second
                  image: busybox
                  ports: [{containerPort: 1, hostPort: 5000, protocol: UDP}, {containerPort: 2, hostPort: 5000, protocol: UDP}]
              containers:
                - {name: main, image: busybox}
      `,
      errors: [
        {
          messageId: 'initDuplicate',
          path: 'spec.template.spec.initContainers[0].ports[1].hostPort',
          line: 13,
          column: 99,
          message:
            '`spec.template.spec.initContainers[1].ports[1].hostPort` is 5000, already taken by ' +
            '`spec.template.spec.initContainers[1].ports[0].hostPort` in the same init container with the same protocol and ' +
            'host IP ("UDP//5000"); the server reports it as `spec.template.spec.initContainers[0].ports[1].hostPort`.',
        },
      ],
    },
  ],
});
