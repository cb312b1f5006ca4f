import rule from '../../../rules/pod/ephemeral-container-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'a Pod update that keeps a debug container with allowed fields',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
          labels: {debug: 'true'}
        spec:
          containers: [{name: web, image: nginx}]
          ephemeralContainers:
            - name: debugger
              image: busybox
              targetContainerName: web
              stdin: true
              tty: true
              volumeMounts: [{name: data, mountPath: /data}]
          volumes: [{name: data, emptyDir: {}}]
      `,
      old: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers: [{name: web, image: nginx}]
          ephemeralContainers:
            - name: debugger
              image: busybox
              targetContainerName: web
              stdin: true
              tty: true
              volumeMounts: [{name: data, mountPath: /data}]
          volumes: [{name: data, emptyDir: {}}]
      `,
    },
  ],
  invalid: [
    {
      name: 'a Pod created with an ephemeral container that sets forbidden fields',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers: [{name: web, image: nginx}]
          ephemeralContainers:
            - name: debugger
              image: busybox
              targetContainerName: api
              ports: [{containerPort: 80}]
              resources: {limits: {cpu: 100m}}
              volumeMounts: [{name: data, mountPath: /data}]
          volumes: [{name: data, emptyDir: {}}]
      `,
      errors: [
        {
          messageId: 'forbidden',
          path: 'spec.ephemeralContainers',
          message: '`spec.ephemeralContainers` cannot be set on create; add them with `kubectl debug`.',
          line: 7,
          column: 3,
        },
        { messageId: 'notFound', path: 'spec.ephemeralContainers[0].targetContainerName', line: 10, column: 28 },
        { messageId: 'forbidden', path: 'spec.ephemeralContainers[0].ports', line: 11, column: 7 },
        { messageId: 'forbidden', path: 'spec.ephemeralContainers[0].resources', line: 12, column: 7 },
      ],
    },
    {
      name: 'an ephemeral container in a Deployment template',
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
        spec:
          selector: {matchLabels: {app: web}}
          template:
            metadata: {labels: {app: web}}
            spec:
              containers: [{name: web, image: nginx}]
              ephemeralContainers: [{name: debugger, image: busybox}]
      `,
      errors: [{ messageId: 'forbidden', path: 'spec.template.spec.ephemeralContainers', line: 11, column: 7 }],
    },
  ],
});
