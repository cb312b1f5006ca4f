import rule from '../../../rules/pod/host-network-port-mismatch.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'equal or unset host ports under hostNetwork, and any host port without it',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: agent
        spec:
          hostNetwork: true
          containers:
            - name: agent
              image: agent
              ports:
                - containerPort: 9100
                  hostPort: 9100
                - containerPort: 9101
          initContainers:
            - name: init
              image: busybox
              ports:
                - containerPort: 80
                  hostPort: 8080
        ---
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: web
              image: nginx
              ports:
                - containerPort: 80
                  hostPort: 8080
      `,
    },
    {
      name: 'a template may leave the host port at 0',
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
                - name: agent
                  image: agent
                  ports:
                    - containerPort: 9100
                      hostPort: 0
      `,
    },
  ],
  invalid: [
    {
      name: 'a different host port in a Pod',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: agent
        spec:
          hostNetwork: true
          containers:
            - name: agent
              image: agent
              ports:
                - containerPort: 80
                  hostPort: 8080
      `,
      errors: [
        {
          messageId: 'mismatch',
          path: 'spec.containers[0].ports[0].hostPort',
          message:
            '`spec.containers[0].ports[0].hostPort` is 8080, but `containerPort` is 80; with `hostNetwork: true` the container ' +
            'listens on the host, so the host port must equal the container port (or be left unset).',
          line: 12,
          column: 21,
          endLine: 12,
          endColumn: 25,
        },
      ],
    },
    {
      name: 'a different host port in a DaemonSet template',
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
                - name: agent
                  image: agent
                  ports:
                    - containerPort: 9100
                      hostPort: 9101
      `,
      errors: [{ messageId: 'mismatch', path: 'spec.template.spec.containers[0].ports[0].hostPort', line: 18, column: 25 }],
    },
  ],
});
