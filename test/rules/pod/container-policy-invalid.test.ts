import rule from '../../../rules/pod/container-policy-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'known policies, empty values that the server defaults, resize policies',
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
              containers:
                - name: web
                  image: nginx:1.27
                  imagePullPolicy: IfNotPresent
                  terminationMessagePolicy: FallbackToLogsOnError
                  resizePolicy:
                    - {resourceName: cpu, restartPolicy: NotRequired}
                    - {resourceName: memory, restartPolicy: RestartContainer}
                - name: sidecar
                  image: sidecar
                  imagePullPolicy: ''
      `,
    },
  ],
  invalid: [
    {
      name: 'lower-case pull policy, unknown termination message policy',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: web
              image: nginx
              imagePullPolicy: always
              terminationMessagePolicy: Logs
          initContainers:
            - name: init
              image: busybox
              imagePullPolicy: IfNotPresent
      `,
      errors: [
        {
          messageId: 'notSupported',
          path: 'spec.containers[0].imagePullPolicy',
          message: '`spec.containers[0].imagePullPolicy` is "always"; allowed: "Always", "IfNotPresent", "Never".',
          line: 9,
          column: 24,
        },
        { messageId: 'notSupported', path: 'spec.containers[0].terminationMessagePolicy', line: 10, column: 33 },
      ],
    },
    {
      name: 'resize policies: repeated and unknown resources, a missing or unknown restart policy, a Never pod',
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: batch
        spec:
          template:
            spec:
              restartPolicy: Never
              containers:
                - name: work
                  image: busybox
                  resizePolicy:
                    - {resourceName: cpu, restartPolicy: RestartContainer}
                    - {resourceName: cpu, restartPolicy: NotRequired}
                    - {resourceName: storage, restartPolicy: Restart}
                    - {resourceName: '', restartPolicy: ''}
      `,
      errors: [
        { messageId: 'invalid', path: 'spec.template.spec.containers[0].resizePolicy', line: 13, column: 50 },
        { messageId: 'duplicate', path: 'spec.template.spec.containers[0].resizePolicy[1]', line: 14, column: 15 },
        { messageId: 'notSupported', path: 'spec.template.spec.containers[0].resizePolicy', line: 15, column: 30 },
        { messageId: 'notSupported', path: 'spec.template.spec.containers[0].resizePolicy', line: 15, column: 54 },
        { messageId: 'invalid', path: 'spec.template.spec.containers[0].resizePolicy', line: 15, column: 54 },
        { messageId: 'required', path: 'spec.template.spec.containers[0].resizePolicy', line: 16, column: 15 },
        { messageId: 'required', path: 'spec.template.spec.containers[0].resizePolicy', line: 16, column: 15 },
        { messageId: 'invalid', path: 'spec.template.spec.containers[0].resizePolicy', line: 16, column: 49 },
      ],
    },
  ],
});
