import rule from '../../../rules/pod/container-probe-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'one handler each, defaulted counters, a named port, a sidecar with a probe',
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
                - name: proxy
                  image: envoy
                  restartPolicy: Always
                  readinessProbe:
                    tcpSocket: {port: 9901}
              containers:
                - name: web
                  image: nginx
                  livenessProbe:
                    httpGet: {path: /healthz, port: http, scheme: HTTPS, httpHeaders: [{name: X-Probe, value: "1"}]}
                    successThreshold: 1
                    terminationGracePeriodSeconds: 5
                  readinessProbe:
                    exec: {command: [cat, /tmp/ready]}
                    successThreshold: 3
                    periodSeconds: 0
                  startupProbe:
                    grpc: {port: 65535}
                    failureThreshold: 30
      `,
    },
  ],
  invalid: [
    {
      name: 'two handlers, no handler, a bad port, a name of digits and a liveness success threshold of 2',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: web
              image: nginx
              livenessProbe:
                exec: {command: [/bin/true]}
                httpGet: {port: 80}
                successThreshold: 2
              readinessProbe:
                periodSeconds: -1
              startupProbe:
                tcpSocket: {port: "8080"}
            - name: side
              image: nginx
              livenessProbe:
                httpGet: {port: 0, scheme: ftp, httpHeaders: [{name: "bad header", value: x}]}
                terminationGracePeriodSeconds: 0
              readinessProbe:
                grpc: {port: 70000}
                terminationGracePeriodSeconds: 10
              startupProbe:
                exec: {command: []}
      `,
      errors: [
        {
          messageId: 'extraHandler',
          path: 'spec.containers[0].livenessProbe.httpGet',
          message:
            '`spec.containers[0].livenessProbe.httpGet` is a second handler of the probe (`exec` is set); ' +
            'a probe sets exactly one handler.',
          line: 11,
          column: 9,
        },
        {
          messageId: 'successThreshold',
          path: 'spec.containers[0].livenessProbe.successThreshold',
          message: '`spec.containers[0].livenessProbe.successThreshold` is 2; the success threshold of a liveness probe must be 1.',
          line: 12,
          column: 27,
          endLine: 12,
          endColumn: 28,
        },
        {
          messageId: 'noHandler',
          path: 'spec.containers[0].readinessProbe',
          message:
            '`spec.containers[0].readinessProbe` sets no handler; a probe sets exactly one of `exec`, `httpGet`, `tcpSocket` or `grpc`.',
          line: 13,
          column: 7,
        },
        {
          messageId: 'negative',
          path: 'spec.containers[0].readinessProbe.periodSeconds',
          message: '`spec.containers[0].readinessProbe.periodSeconds` is -1; it must be 0 or more.',
          line: 14,
          column: 24,
        },
        {
          messageId: 'portName',
          path: 'spec.containers[0].startupProbe.tcpSocket.port',
          message: '`spec.containers[0].startupProbe.tcpSocket.port` is "8080": a port name must contain at least one letter.',
          line: 16,
          column: 27,
        },
        {
          messageId: 'portNumber',
          path: 'spec.containers[1].livenessProbe.httpGet.port',
          message: '`spec.containers[1].livenessProbe.httpGet.port` is 0; a port number is between 1 and 65535.',
          line: 20,
          column: 25,
        },
        {
          messageId: 'scheme',
          path: 'spec.containers[1].livenessProbe.httpGet.scheme',
          line: 20,
          column: 36,
        },
        {
          messageId: 'headerName',
          path: 'spec.containers[1].livenessProbe.httpGet.httpHeaders',
          line: 20,
          column: 41,
        },
        {
          messageId: 'gracePeriod',
          path: 'spec.containers[1].livenessProbe.terminationGracePeriodSeconds',
          line: 21,
          column: 40,
        },
        {
          messageId: 'portNumber',
          path: 'spec.containers[1].readinessProbe.grpc.port',
          line: 23,
          column: 22,
        },
        {
          messageId: 'readinessGracePeriod',
          path: 'spec.containers[1].readinessProbe.terminationGracePeriodSeconds',
          message:
            '`spec.containers[1].readinessProbe.terminationGracePeriodSeconds` is set; a readiness probe may not set `terminationGracePeriodSeconds`.',
          line: 24,
          column: 40,
        },
        {
          messageId: 'execCommand',
          path: 'spec.containers[1].startupProbe.exec.command',
          message: '`spec.containers[1].startupProbe.exec.command` is empty; an `exec` handler needs a command.',
          line: 26,
          column: 16,
        },
      ],
    },
    {
      name: 'a probe on an init container that is not a sidecar, in a CronJob',
      code: yaml`
        apiVersion: batch/v1
        kind: CronJob
        metadata:
          name: nightly
        spec:
          schedule: "0 1 * * *"
          jobTemplate:
            spec:
              template:
                spec:
                  restartPolicy: OnFailure
                  initContainers:
                    - name: wait
                      image: busybox
                      livenessProbe:
                        exec: {command: [/bin/true]}
                  containers:
                    - name: run
                      image: busybox
      `,
      errors: [
        {
          messageId: 'initContainer',
          path: 'spec.jobTemplate.spec.template.spec.initContainers[0].livenessProbe',
          message:
            '`spec.jobTemplate.spec.template.spec.initContainers[0].livenessProbe` is set on an init container without ' +
            '`restartPolicy: Always`; only sidecars may have probes.',
          line: 15,
          column: 15,
        },
      ],
    },
  ],
});
