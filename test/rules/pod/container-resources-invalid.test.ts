import rule from '../../../rules/pod/container-resources-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const hugePod = (request: string, limit: string) =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: app\n      image: nginx\n` +
  `      resources: {requests: {memory: 1Gi, hugepages-2Mi: ${request}}, limits: {memory: 1Gi, hugepages-2Mi: ${limit}}}\n`;

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
    {
      name: 'a kubernetes.io name, a huge-page size given in other units, a whole number of pages',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          initContainers:
            - name: init
              image: busybox
              resources:
                limits: {memory: 1Gi, hugepages-1Gi: 2048Mi, example.kubernetes.io/widget: 1500m}
          containers:
            - {name: app, image: nginx}
      `,
    },
    {
      name: 'an update keeps a huge-page value that is not whole pages when the stored pod had one',
      code: hugePod('5Mi', '5Mi'),
      old: hugePod('3Mi', '3Mi'),
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
        // SetDefaults_Pod copied the limit into the requests: the server reports both paths.
        { messageId: 'negative', path: 'spec.containers[0].resources.requests[ephemeral-storage]', line: 15, column: 30 },
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
    {
      name: 'resource names: a quota name, an unknown name, a requests.-prefixed extended name, a bad qualified name',
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
                    requests: {requests.cpu: 100m, gpu: 1}
                    limits: {requests.example.com/gpu: 1, example.com/-gpu: 1}
      `,
      errors: [
        {
          messageId: 'nameInvalid',
          path: 'spec.template.spec.containers[0].resources.requests[requests.cpu]',
          line: 16,
          column: 38,
          message:
            '`spec.template.spec.containers[0].resources.requests[requests.cpu]`: the resource name "requests.cpu" is refused: ' +
            'must be a standard resource for containers.',
        },
        {
          messageId: 'nameInvalid',
          path: 'spec.template.spec.containers[0].resources.requests[gpu]',
          line: 16,
          column: 49,
          message:
            '`spec.template.spec.containers[0].resources.requests[gpu]`: the resource name "gpu" is refused: ' +
            'must be a standard resource type or fully qualified.',
        },
        {
          messageId: 'nameInvalid',
          path: 'spec.template.spec.containers[0].resources.requests[gpu]',
          line: 16,
          column: 49,
          message:
            '`spec.template.spec.containers[0].resources.requests[gpu]`: the resource name "gpu" is refused: ' +
            'must be a standard resource for containers.',
        },
        {
          messageId: 'nameInvalid',
          path: 'spec.template.spec.containers[0].resources.limits[requests.example.com/gpu]',
          line: 17,
          column: 48,
          message:
            '`spec.template.spec.containers[0].resources.limits[requests.example.com/gpu]`: the resource name ' +
            '"requests.example.com/gpu" is refused: doesn\'t follow extended resource name standard.',
        },
        {
          messageId: 'nameInvalid',
          path: 'spec.template.spec.containers[0].resources.limits[example.com/-gpu]',
          line: 17,
          column: 69,
          message:
            '`spec.template.spec.containers[0].resources.limits[example.com/-gpu]`: the resource name "example.com/-gpu" is ' +
            "refused: name part must consist of letters, digits, '-', '_' or '.', and must start and end with a letter or digit.",
        },
        {
          messageId: 'nameInvalid',
          path: 'spec.template.spec.containers[0].resources.limits[example.com/-gpu]',
          line: 17,
          column: 69,
          message:
            '`spec.template.spec.containers[0].resources.limits[example.com/-gpu]`: the resource name "example.com/-gpu" is ' +
            "refused: doesn't follow extended resource name standard.",
        },
      ],
    },
    {
      name: 'huge pages that are not whole pages, and a page size that is not a quantity',
      code: hugePod('3Mi', '3Mi').replace('3Mi}}', '3Mi, hugepages-big: 1}}'),
      errors: [
        { messageId: 'hugePageValue', path: 'spec.containers[0].resources.requests[hugepages-2Mi]', line: 9, column: 58 },
        {
          messageId: 'hugePageValue',
          path: 'spec.containers[0].resources.limits[hugepages-2Mi]',
          line: 9,
          column: 101,
          message:
            '`spec.containers[0].resources.limits[hugepages-2Mi]` is 3Mi, not a whole multiple of the page size of ' +
            'hugepages-2Mi; huge pages come in whole pages.',
        },
        { messageId: 'hugePageValue', path: 'spec.containers[0].resources.limits[hugepages-big]', line: 9, column: 121 },
        // The limit without a request is copied into the requests of a Pod, and checked there too.
        { messageId: 'hugePageValue', path: 'spec.containers[0].resources.requests[hugepages-big]', line: 9, column: 121 },
      ],
    },
    {
      name: 'an update may not bring in a value that is not whole pages when the stored pod had none',
      code: hugePod('3Mi', '3Mi'),
      old: hugePod('4Mi', '4Mi'),
      errors: [
        { messageId: 'hugePageValue', path: 'spec.containers[0].resources.requests[hugepages-2Mi]', line: 9, column: 58 },
        { messageId: 'hugePageValue', path: 'spec.containers[0].resources.limits[hugepages-2Mi]', line: 9, column: 101 },
      ],
    },
  ],
});
