import rule from '../../../rules/pod/container-resources-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'requests at or below limits, in other units',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx
              resources:
                requests: {cpu: 100m, memory: 1Gi, ephemeral-storage: 500M, example.com/gpu: 2}
                limits: {cpu: "0.1", memory: 1024Mi, ephemeral-storage: 1G, example.com/gpu: "2"}
      `,
    },
    {
      name: 'a request without a limit, a limit without a request, huge pages with memory',
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
                - name: app
                  image: nginx
                  resources:
                    requests: {cpu: "2"}
                    limits: {memory: 512Mi, hugepages-2Mi: 100Mi}
      `,
    },
  ],
  invalid: [
    {
      name: 'the issue example: a cpu request above its limit',
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
                - name: web
                  image: nginx
                  resources: {requests: {cpu: "2"}, limits: {cpu: "1"}}
      `,
      errors: [
        {
          messageId: 'requestAboveLimit',
          path: 'spec.template.spec.containers[0].resources.requests',
          message:
            '`spec.template.spec.containers[0].resources.requests` asks for 2 of cpu, more than its limit of 1; a request is at ' +
            'most the limit.',
          line: 15,
          column: 39,
          endLine: 15,
          endColumn: 42,
        },
      ],
    },
    {
      name: 'memory above its limit in other units, a negative limit and a fractional GPU',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx
              resources:
                requests:
                  memory: 1Gi
                  example.com/gpu: 500m
                limits:
                  memory: 512Mi
                  ephemeral-storage: -1Gi
                  example.com/gpu: 500m
      `,
      errors: [
        { messageId: 'requestAboveLimit', path: 'spec.containers[0].resources.requests', line: 11, column: 19 },
        { messageId: 'notInteger', path: 'spec.containers[0].resources.requests[example.com/gpu]', line: 12, column: 28 },
        { messageId: 'negative', path: 'spec.containers[0].resources.limits[ephemeral-storage]', line: 15, column: 30 },
        { messageId: 'notInteger', path: 'spec.containers[0].resources.limits[example.com/gpu]', line: 16, column: 28 },
      ],
    },
    {
      name: 'extended resources and huge pages cannot be overcommitted; huge pages alone',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx
              resources:
                requests: {example.com/gpu: 1, hugepages-2Mi: 2Mi}
                limits: {example.com/gpu: 2}
      `,
      errors: [
        { messageId: 'hugePagesAlone', path: 'spec.containers[0].resources', line: 9, column: 7 },
        { messageId: 'requestNotLimit', path: 'spec.containers[0].resources.requests', line: 10, column: 37 },
        { messageId: 'limitMissing', path: 'spec.containers[0].resources.limits', line: 10, column: 55 },
      ],
    },
  ],
});
