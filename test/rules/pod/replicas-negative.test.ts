import rule from '../../../rules/pod/replicas-negative.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'zero replicas',
      code: yaml`
        apiVersion: apps/v1
        kind: ReplicaSet
        metadata:
          name: web
        spec:
          replicas: 0
          selector:
            matchLabels: {app: web}
          template:
            metadata:
              labels: {app: web}
            spec:
              containers:
                - name: web
                  image: nginx
      `,
    },
  ],
  invalid: [
    {
      name: 'the issue example: replicas -1 in a Deployment',
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
        spec:
          replicas: -1
          selector:
            matchLabels: {app: web}
          template:
            metadata:
              labels: {app: web}
            spec:
              containers:
                - name: web
                  image: nginx
      `,
      errors: [
        {
          messageId: 'negative',
          path: 'spec.replicas',
          message: '`spec.replicas` is -1; a replica count is zero or more.',
          line: 6,
          column: 13,
          endLine: 6,
          endColumn: 15,
        },
      ],
    },
    {
      name: 'a ReplicationController',
      code: yaml`
        apiVersion: v1
        kind: ReplicationController
        metadata:
          name: web
        spec:
          replicas: -3
          template:
            metadata:
              labels: {app: web}
            spec:
              containers:
                - name: web
                  image: nginx
      `,
      errors: [{ messageId: 'negative', path: 'spec.replicas', line: 6, column: 13 }],
    },
  ],
});
