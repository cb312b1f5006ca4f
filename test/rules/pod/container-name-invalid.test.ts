import rule from '../../../rules/pod/container-name-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'distinct DNS-1123 labels in all three lists',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          initContainers:
            - name: init-1
              image: busybox
          containers:
            - name: app
              image: nginx:1.27
            - name: sidecar-2
              image: envoy
          ephemeralContainers:
            - name: debugger
              image: busybox
      `,
    },
    {
      name: 'the same name in two Pods of a file is fine',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: a
        spec:
          containers:
            - name: app
              image: nginx
        ---
        apiVersion: v1
        kind: Pod
        metadata:
          name: b
        spec:
          containers:
            - name: app
              image: nginx
      `,
    },
  ],
  invalid: [
    {
      name: 'upper case and underscore in a Deployment template',
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
                - name: Web_Server
                  image: nginx
      `,
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.template.spec.containers[0].name',
          message:
            '`spec.template.spec.containers[0].name` is "Web_Server": a container name must be a lowercase RFC 1123 label: ' +
            "lowercase letters, digits and '-', starting and ending with a letter or digit.",
          line: 13,
          column: 17,
          endLine: 13,
          endColumn: 27,
        },
      ],
    },
    {
      name: 'an empty name',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: ""
              image: nginx
      `,
      errors: [{ messageId: 'required', path: 'spec.containers[0].name', line: 7, column: 13, endLine: 7, endColumn: 15 }],
    },
    {
      name: 'duplicates within containers, with an init container and with an ephemeral container',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx
            - name: app
              image: nginx
          initContainers:
            - name: app
              image: busybox
          ephemeralContainers:
            - name: app
              image: busybox
      `,
      errors: [
        {
          messageId: 'duplicate',
          path: 'spec.containers[1].name',
          message: '`spec.containers[1].name` is "app", already the name of `spec.containers[0]`; container names are unique within a pod.',
          line: 9,
          column: 13,
        },
        { messageId: 'duplicate', path: 'spec.initContainers[0].name', line: 12, column: 13 },
        { messageId: 'duplicate', path: 'spec.ephemeralContainers[0].name', line: 15, column: 13 },
      ],
    },
    {
      name: 'a name of 64 characters in a CronJob',
      code: yaml`
        apiVersion: batch/v1
        kind: CronJob
        metadata:
          name: nightly
        spec:
          schedule: "0 0 * * *"
          jobTemplate:
            spec:
              template:
                spec:
                  restartPolicy: Never
                  containers:
                    - name: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
                      image: busybox
      `,
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.jobTemplate.spec.template.spec.containers[0].name',
          message:
            '`spec.jobTemplate.spec.template.spec.containers[0].name` is "' +
            'a'.repeat(64) +
            '": a container name must be no more than 63 characters.',
          line: 13,
          column: 21,
        },
      ],
    },
  ],
});
