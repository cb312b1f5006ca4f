import rule from '../../../rules/pod/container-image-missing.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'every container has an image',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          initContainers:
            - name: init
              image: busybox
          containers:
            - name: app
              image: nginx:1.27
      `,
    },
    {
      name: 'a template keeps an image with surrounding whitespace (a placeholder some tools use)',
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
                  image: " "
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
              containers:
                - name: db
      `,
    },
  ],
  invalid: [
    {
      name: 'no image in a Pod',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
      `,
      errors: [
        {
          messageId: 'missing',
          path: 'spec.containers[0].image',
          message: '`spec.containers[0].image` is missing; every container needs an image, in a Pod and in a pod template alike.',
          line: 7,
          column: 7,
        },
      ],
    },
    {
      name: 'an empty image in a Deployment template and a missing one in an init container',
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
              initContainers:
                - name: init
              containers:
                - name: app
                  image: ""
      `,
      errors: [
        { messageId: 'missing', path: 'spec.template.spec.initContainers[0].image', line: 13, column: 11 },
        { messageId: 'empty', path: 'spec.template.spec.containers[0].image', line: 16, column: 18, endLine: 16, endColumn: 20 },
      ],
    },
    {
      name: 'whitespace around the image of a Pod',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: "nginx "
      `,
      errors: [{ messageId: 'whitespace', path: 'spec.containers[0].image', line: 8, column: 14, endLine: 8, endColumn: 22 }],
    },
  ],
});
