import rule from '../../../rules/pod/controller-selector-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const daemonSet = (selector: string) => yaml`
  apiVersion: apps/v1
  kind: DaemonSet
  metadata:
    name: agent
  spec:
    selector: ${selector}
    template:
      metadata:
        labels: {app: agent}
      spec:
        containers:
          - name: agent
            image: busybox
`;

const job = (selector: string) =>
  `apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: run\nspec:\n  manualSelector: true\n  selector: ${selector}\n` +
  `  template:\n    metadata:\n      labels: {app: run}\n    spec:\n      restartPolicy: Never\n` +
  `      containers: [{name: run, image: busybox}]\n`;

ruleTester.run(rule, {
  valid: [
    // ValidateJobSpec has no empty-selector check.
    { name: 'a Job with an empty selector', code: job('{}') },
    { name: 'a Job with a valid expression', code: job('{matchExpressions: [{key: app, operator: In, values: [run]}]}') },
    {
      name: 'matchLabels and a valid expression',
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
        spec:
          selector:
            matchLabels: {app: web}
            matchExpressions:
              - {key: tier, operator: In, values: [front]}
          template:
            metadata:
              labels: {app: web, tier: front}
            spec:
              containers:
                - name: web
                  image: nginx
      `,
    },
    {
      name: "an absent selector is the schema rule's",
      code: yaml`
        apiVersion: apps/v1
        kind: ReplicaSet
        metadata:
          name: web
        spec:
          template:
            metadata:
              labels: {app: web}
            spec:
              containers:
                - name: web
                  image: nginx
      `,
    },
    {
      name: 'a DaemonSet update keeps an invalid label value its stored selector already had',
      code: daemonSet('{matchLabels: {app: agent}, matchExpressions: [{key: x, operator: In, values: ["a b"]}]}'),
      old: daemonSet('{matchLabels: {app: agent}, matchExpressions: [{key: x, operator: In, values: ["a b"]}]}'),
    },
  ],
  invalid: [
    {
      name: 'an empty selector (the public case deploy.selector.empty)',
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
        spec:
          selector: {}
          template:
            metadata:
              labels: {app: web}
            spec:
              containers:
                - name: web
                  image: nginx
      `,
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.selector',
          line: 6,
          column: 3,
          message: '`spec.selector` is {}: empty selector is invalid for deployment.',
        },
      ],
    },
    {
      name: 'an unknown operator (deploy.selector.operator-invalid): the part, then the whole selector',
      code: yaml`
        apiVersion: apps/v1
        kind: StatefulSet
        metadata:
          name: db
        spec:
          serviceName: db
          selector:
            matchExpressions:
              - {key: app, operator: Equals, values: [db]}
          template:
            metadata:
              labels: {app: db}
            spec:
              containers:
                - name: db
                  image: postgres
      `,
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.selector',
          line: 7,
          column: 3,
          message:
            '`spec.selector` is {"matchExpressions":[{"key":"app","operator":"Equals","values":["db"]}]}: invalid label selector: ' +
            'it cannot be converted, see the errors of its parts.',
        },
        { messageId: 'invalid', path: 'spec.selector.matchExpressions[0].operator', line: 9, column: 30 },
      ],
    },
    {
      name: 'a DaemonSet: on create, an invalid value (no second error at spec.selector)',
      code: daemonSet('{matchLabels: {app: "a b"}}'),
      errors: [{ messageId: 'invalid', path: 'spec.selector.matchLabels', line: 6, column: 14 }],
    },
    {
      name: 'an In expression without values and an Exists expression with values',
      code: daemonSet('{matchExpressions: [{key: a, operator: In, values: []}, {key: b, operator: Exists, values: [x]}]}'),
      errors: [
        { messageId: 'required', path: 'spec.selector.matchExpressions[0].values', line: 6, column: 56 },
        { messageId: 'forbidden', path: 'spec.selector.matchExpressions[1].values', line: 6, column: 96 },
      ],
    },
    {
      name: 'a DaemonSet with an empty selector',
      code: daemonSet('{matchLabels: {}}'),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.selector',
          line: 6,
          column: 3,
          message: '`spec.selector` is {"matchLabels":{}}: empty selector is invalid for daemonset.',
        },
      ],
    },
    {
      name: 'a Job: an unknown operator and a bad value, each reported once (no second error at spec.selector)',
      code: job('{matchLabels: {app: "a b"}, matchExpressions: [{key: app, operator: Equals, values: [run]}]}'),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.selector.matchLabels',
          line: 7,
          column: 14,
        },
        { messageId: 'invalid', path: 'spec.selector.matchExpressions[0].operator', line: 7, column: 81 },
      ],
    },
  ],
});
