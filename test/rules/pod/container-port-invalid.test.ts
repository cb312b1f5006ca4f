import rule from '../../../rules/pod/container-port-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'ports at both ends of the range',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx
              ports:
                - containerPort: 1
                - containerPort: 65535
                  hostPort: 65535
                - containerPort: 8080
                  hostPort: 0
      `,
    },
  ],
  invalid: [
    {
      name: 'containerPort 0, 70000 and a negative hostPort',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx
              ports:
                - containerPort: 0
                - containerPort: 70000
                  hostPort: -1
      `,
      errors: [
        {
          messageId: 'containerPortZero',
          path: 'spec.containers[0].ports[0].containerPort',
          message: '`spec.containers[0].ports[0].containerPort` is 0; a container port is a number from 1 to 65535.',
          line: 10,
          column: 26,
          endLine: 10,
          endColumn: 27,
        },
        {
          messageId: 'containerPortRange',
          path: 'spec.containers[0].ports[1].containerPort',
          message: '`spec.containers[0].ports[1].containerPort` is 70000; a container port must be between 1 and 65535.',
          line: 11,
          column: 26,
          endLine: 11,
          endColumn: 31,
        },
        {
          messageId: 'hostPortRange',
          path: 'spec.containers[0].ports[1].hostPort',
          message: '`spec.containers[0].ports[1].hostPort` is -1; a host port is 0 (none) or between 1 and 65535.',
          line: 12,
          column: 21,
        },
      ],
    },
    {
      name: 'a host port above the range in a Job',
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: once
        spec:
          template:
            spec:
              restartPolicy: Never
              containers:
                - name: app
                  image: busybox
                  ports:
                    - containerPort: 80
                      hostPort: 65536
      `,
      errors: [{ messageId: 'hostPortRange', path: 'spec.template.spec.containers[0].ports[0].hostPort', line: 14, column: 25 }],
    },
  ],
});
