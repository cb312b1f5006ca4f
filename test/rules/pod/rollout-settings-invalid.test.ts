import rule from '../../../rules/pod/rollout-settings-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const deployment = (fields: string): string => yaml`
  apiVersion: apps/v1
  kind: Deployment
  metadata:
    name: web
  spec:
    ${fields}
    selector:
      matchLabels: {app: web}
    template:
      metadata:
        labels: {app: web}
      spec:
        containers:
          - name: web
            image: nginx
`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'a deadline above minReadySeconds',
      code: deployment('minReadySeconds: 30\n    progressDeadlineSeconds: 31\n    revisionHistoryLimit: 0'),
    },
    { name: 'the default deadline above minReadySeconds', code: deployment('minReadySeconds: 599') },
  ],
  invalid: [
    {
      name: 'a deadline equal to minReadySeconds',
      code: deployment('minReadySeconds: 30\n    progressDeadlineSeconds: 30'),
      errors: [
        {
          messageId: 'deadline',
          path: 'spec.progressDeadlineSeconds',
          message: '`spec.progressDeadlineSeconds` is 30, not more than `spec.minReadySeconds` (30); it must be greater.',
          line: 7,
          column: 28,
        },
      ],
    },
    {
      name: 'minReadySeconds at the default deadline',
      code: deployment('minReadySeconds: 600'),
      errors: [
        {
          messageId: 'deadlineDefault',
          path: 'spec.progressDeadlineSeconds',
          message:
            '`spec.progressDeadlineSeconds` is unset and defaults to 600, not more than `spec.minReadySeconds` (600); ' +
            'set it above `minReadySeconds`.',
          line: 5,
          column: 1,
        },
      ],
    },
    {
      name: 'negative counters in a Deployment',
      code: deployment('revisionHistoryLimit: -1\n    progressDeadlineSeconds: -5'),
      errors: [
        {
          messageId: 'negative',
          path: 'spec.revisionHistoryLimit',
          message: '`spec.revisionHistoryLimit` is -1; it must be 0 or more.',
          line: 6,
          column: 25,
        },
        { messageId: 'negative', path: 'spec.progressDeadlineSeconds', line: 7, column: 28 },
        { messageId: 'deadline', path: 'spec.progressDeadlineSeconds', line: 7, column: 28 },
      ],
    },
    {
      name: 'a DaemonSet with a negative history limit and minReadySeconds',
      code: yaml`
        apiVersion: apps/v1
        kind: DaemonSet
        metadata:
          name: agent
        spec:
          minReadySeconds: -1
          revisionHistoryLimit: -2
          selector:
            matchLabels: {app: agent}
          template:
            metadata:
              labels: {app: agent}
            spec:
              containers:
                - name: agent
                  image: busybox
      `,
      errors: [
        { messageId: 'negative', path: 'spec.minReadySeconds', line: 6, column: 20 },
        { messageId: 'negative', path: 'spec.revisionHistoryLimit', line: 7, column: 25 },
      ],
    },
  ],
});
