import rule from '../../../rules/volume/stateful-set-template-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "mount of a volume claim template",
      code: yaml`
        apiVersion: apps/v1
        kind: StatefulSet
        metadata:
          name: db
        spec:
          serviceName: db
          selector:
            matchLabels: {app: db}
          template:
            metadata:
              labels: {app: db}
            spec:
              containers:
                - name: db
                  image: postgres:16
                  volumeMounts:
                    - name: data
                      mountPath: /var/lib/postgresql
                    - name: run
                      mountPath: /run
              volumes:
                - name: run
                  emptyDir: {}
          volumeClaimTemplates:
            - metadata:
                name: data
              spec:
                accessModes: [ReadWriteOnce]
                resources: {requests: {storage: 1Gi}}
      `,
    },
  ],
  invalid: [
    {
      name: "bad volume name and a mount of nothing",
      code: yaml`
        apiVersion: apps/v1
        kind: StatefulSet
        metadata:
          name: db
        spec:
          serviceName: db
          selector:
            matchLabels: {app: db}
          template:
            metadata:
              labels: {app: db}
            spec:
              containers:
                - name: db
                  image: postgres:16
                  volumeMounts:
                    - name: data
                      mountPath: /var/lib/postgresql
                    - name: logs
                      mountPath: /logs
              volumes:
                - name: Run
                  emptyDir: {}
          volumeClaimTemplates:
            - metadata:
                name: data
              spec:
                accessModes: [ReadWriteOnce]
                resources: {requests: {storage: 1Gi}}
      `,
      errors: [
        { messageId: 'problem', path: "spec.template.spec.containers[0].volumeMounts[1].name", line: 19, column: 21, endLine: 19, endColumn: 25 },
        { messageId: 'problem', path: "spec.template.spec.volumes[0].name", line: 22, column: 17 },
      ],
    },
  ],
});
