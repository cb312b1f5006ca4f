import rule from '../../../rules/pod/containers-missing.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'a Pod with one container',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
      `,
    },
    {
      name: 'an absent list is the finding of the schema rule, not this one',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          initContainers:
            - name: init
              image: busybox
      `,
    },
    {
      name: 'a StatefulSet template is not validated by the server',
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
              containers: []
      `,
    },
  ],
  invalid: [
    {
      name: 'an empty list in a Pod',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          initContainers:
            - name: init
              image: busybox
          containers: []
      `,
      errors: [{ messageId: 'empty', path: 'spec.containers', line: 9, column: 3, endLine: 9, endColumn: 13 }],
    },
    {
      name: 'a null list in a Deployment template',
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
      `,
      errors: [{ messageId: 'empty', path: 'spec.template.spec.containers', line: 12, column: 18 }],
    },
  ],
});
