import rule from '../../../rules/pod/pod-resources-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';

/** A Pod with pod-level `resources` and the given container lines (each a flow mapping). */
const pod = (resources: string, containers: string[], extra = '') =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n${extra}  resources: ${resources}\n  containers:\n` +
  containers.map((c) => `    - ${c}\n`).join('');
/** The same as a Deployment's template (not defaulted like a Pod). */
const deployment = (resources: string, containers: string[]) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  selector:\n    matchLabels: {app: web}\n  template:\n` +
  `    metadata:\n      labels: {app: web}\n    spec:\n      resources: ${resources}\n      containers:\n` +
  containers.map((c) => `        - ${c}\n`).join('');

const app = (resources: string) => `{name: app, image: nginx, resources: ${resources}}`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'pod-level requests and limits above the containers together',
      code: deployment('{requests: {cpu: "1", memory: 1Gi}, limits: {cpu: "2", memory: 2Gi}}', [
        app('{requests: {cpu: 500m}, limits: {cpu: "1"}}'),
        '{name: b, image: nginx, resources: {requests: {cpu: 500m, memory: 512Mi}}}',
      ]),
    },
    {
      name: 'a Pod with pod-level limits only: its requests default to the containers total (1), within the limit',
      code: pod('{limits: {cpu: "2"}}', [app('{requests: {cpu: "1"}}')]),
    },
    {
      name: 'sidecars add up, a plain init container counts with the sidecars before it: max(300m+200m, 200m+800m) = 1',
      code: pod(
        '{requests: {cpu: "1"}}',
        [app('{requests: {cpu: 300m}}')],
        '  initContainers:\n' +
          '    - {name: proxy, image: envoy, restartPolicy: Always, resources: {requests: {cpu: 200m}}}\n' +
          '    - {name: migrate, image: tool, resources: {requests: {cpu: 800m}}}\n',
      ),
    },
    {
      name: 'a template is not defaulted: pod-level limits below the container requests are not compared',
      code: deployment('{limits: {cpu: "1"}}', [app('{requests: {cpu: "2"}}')]),
    },
  ],
  invalid: [
    {
      name: 'names that are not pod-level resources, and a negative quantity',
      code: deployment('{requests: {ephemeral-storage: 1Gi, foo: "1", cpu: "-1"}}', [app('{}')]),
      errors: [
        {
          messageId: 'notSupported',
          path: 'spec.template.spec.resources.requests[ephemeral-storage]',
          line: 12,
          column: 49,
          message:
            '`spec.template.spec.resources.requests[ephemeral-storage]` is "ephemeral-storage"; allowed: "cpu", "hugepages-", "memory".',
        },
        {
          messageId: 'invalid',
          path: 'spec.template.spec.resources.requests[foo]',
          line: 12,
          column: 59,
          message: '`spec.template.spec.resources.requests[foo]` is "foo": must be a standard resource type or fully qualified.',
        },
        { messageId: 'invalid', path: 'spec.template.spec.resources.requests[cpu]', line: 12, column: 69 },
      ],
    },
    {
      name: 'a pod-level request below the containers together',
      code: deployment('{requests: {cpu: "1"}}', [
        app('{requests: {cpu: 600m}}'),
        '{name: b, image: nginx, resources: {requests: {cpu: 600m}}}',
      ]),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.template.spec.resources.requests[cpu]',
          line: 12,
          column: 35,
          message:
            '`spec.template.spec.resources.requests[cpu]` is "1": must be greater than or equal to aggregate container requests of 1.2.',
        },
      ],
    },
    {
      name: 'a container limit above the pod-level limit (the server names it under spec.resources)',
      code: deployment('{limits: {memory: 1Gi}}', [app('{limits: {memory: 2Gi}}')]),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.template.spec.resources.containers[0][memory].limits',
          line: 14,
          column: 66,
          message: '`spec.template.spec.resources.containers[0][memory].limits` is "2Gi": must be less than or equal to pod limits of 1Gi.',
        },
      ],
    },
    {
      name: 'a Windows pod may not set pod-level resources',
      code: pod('{requests: {cpu: "1"}}', [app('{}')], '  os: {name: windows}\n'),
      errors: [
        {
          messageId: 'forbidden',
          path: 'spec.resources',
          line: 7,
          column: 3,
          message: '`spec.resources` may not be set for a windows pod.',
        },
      ],
    },
    {
      name: "a Pod: the pod-level request is defaulted from the containers' total (2), above the pod-level limit",
      code: pod('{limits: {cpu: "1"}}', [app('{requests: {cpu: "2"}}')]),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.resources.requests',
          line: 6,
          column: 3,
          message: '`spec.resources.requests` is "2": must be less than or equal to cpu limit of 1.',
        },
      ],
    },
    {
      name: 'huge pages requested without a limit, claims at pod level',
      code: deployment('{requests: {memory: 1Gi, hugepages-2Mi: 4Mi}, claims: [{name: gpu}]}', [app('{}')]),
      errors: [
        {
          messageId: 'required',
          path: 'spec.template.spec.resources.limits',
          line: 12,
          column: 58,
          message: '`spec.template.spec.resources.limits` is required: Limit must be set for non overcommitable resources (hugepages-2Mi).',
        },
        {
          messageId: 'forbidden',
          path: 'spec.template.spec.resources.claims',
          line: 12,
          column: 64,
          message: '`spec.template.spec.resources.claims` claims may not be set for Resources at pod-level.',
        },
      ],
    },
  ],
});
