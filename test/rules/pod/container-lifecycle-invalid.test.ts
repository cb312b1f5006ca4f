import rule from '../../../rules/pod/container-lifecycle-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'hooks with one handler each, a sidecar with a hook, sleep up to the grace period',
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
              terminationGracePeriodSeconds: 60
              initContainers:
                - name: proxy
                  image: envoy
                  restartPolicy: Always
                  lifecycle:
                    preStop: {sleep: {seconds: 0}}
              containers:
                - name: web
                  image: nginx
                  lifecycle:
                    postStart: {exec: {command: [sh, -c, 'echo up']}}
                    preStop: {sleep: {seconds: 60}}
                - name: api
                  image: api
                  lifecycle:
                    preStop: {httpGet: {path: /drain, port: http, scheme: HTTPS, httpHeaders: [{name: X-Drain, value: '1'}]}}
                    postStart: {tcpSocket: {port: 8080}}
      `,
    },
  ],
  invalid: [
    {
      name: 'two handlers, no handler, an empty command, bad ports and scheme, too long a sleep',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: web
              image: nginx
              lifecycle:
                preStop:
                  exec: {command: [nginx, -s, quit]}
                  sleep: {seconds: 5}
                postStart: {}
            - name: api
              image: api
              lifecycle:
                preStop: {sleep: {seconds: 45}}
                postStart: {httpGet: {port: 0, scheme: ftp}}
            - name: db
              image: db
              lifecycle:
                preStop: {exec: {command: []}}
                postStart: {tcpSocket: {port: Not_A_Name}}
      `,
      errors: [
        { messageId: 'forbidden', path: 'spec.containers[0].lifecycle.preStop.sleep', line: 12, column: 11 },
        { messageId: 'required', path: 'spec.containers[0].lifecycle.postStart', line: 13, column: 9 },
        {
          messageId: 'invalid',
          path: 'spec.containers[1].lifecycle.preStop.sleep',
          message:
            '`spec.containers[1].lifecycle.preStop.sleep` is 45: sleep seconds must be between 0 and terminationGracePeriodSeconds (30).',
          line: 17,
          column: 19,
        },
        { messageId: 'invalid', path: 'spec.containers[1].lifecycle.postStart.httpGet.port', line: 18, column: 37 },
        { messageId: 'notSupported', path: 'spec.containers[1].lifecycle.postStart.httpGet.scheme', line: 18, column: 48 },
        { messageId: 'required', path: 'spec.containers[2].lifecycle.preStop.exec.command', line: 22, column: 26 },
        { messageId: 'invalid', path: 'spec.containers[2].lifecycle.postStart.tcpSocket.port', line: 23, column: 39 },
      ],
    },
    {
      name: 'a lifecycle on an init container that is not a sidecar',
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: migrate
        spec:
          template:
            spec:
              restartPolicy: Never
              initContainers:
                - name: wait
                  image: busybox
                  lifecycle: {preStop: {sleep: {seconds: 1}}}
              containers: [{name: migrate, image: migrate}]
      `,
      errors: [{ messageId: 'forbidden', path: 'spec.template.spec.initContainers[0].lifecycle', line: 12, column: 11 }],
    },
  ],
});
