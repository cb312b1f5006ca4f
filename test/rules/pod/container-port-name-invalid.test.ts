import rule from '../../../rules/pod/container-port-name-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'IANA names, the same name in two containers',
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
                - containerPort: 80
                  name: http
                - containerPort: 9090
                  name: metrics-15chars
            - name: sidecar
              image: envoy
              ports:
                - containerPort: 8080
                  name: http
      `,
    },
  ],
  invalid: [
    {
      name: 'digits only, too long, and a duplicate within a container',
      code: yaml`
        apiVersion: v1
        kind: ReplicationController
        metadata:
          name: web
        spec:
          template:
            metadata:
              labels: {app: web}
            spec:
              containers:
                - name: app
                  image: nginx
                  ports:
                    - containerPort: 80
                      name: "8080"
                    - containerPort: 81
                      name: metrics-exporter
                    - containerPort: 82
                      name: http
                    - containerPort: 83
                      name: http
      `,
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.template.spec.containers[0].ports[0].name',
          message: '`spec.template.spec.containers[0].ports[0].name` is "8080": a port name must contain at least one letter.',
          line: 15,
          column: 21,
          endLine: 15,
          endColumn: 27,
        },
        {
          messageId: 'invalid',
          path: 'spec.template.spec.containers[0].ports[1].name',
          message:
            '`spec.template.spec.containers[0].ports[1].name` is "metrics-exporter": a port name must be no more than 15 characters.',
          line: 17,
          column: 21,
        },
        {
          messageId: 'duplicate',
          path: 'spec.template.spec.containers[0].ports[3].name',
          message:
            '`spec.template.spec.containers[0].ports[3].name` is "http", already the name of ' +
            '`spec.template.spec.containers[0].ports[2]`; port names are unique within a container.',
          line: 21,
          column: 21,
        },
      ],
    },
  ],
});
