import rule from '../../../rules/pod/deployment-strategy-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const deployment = (strategy: string): string => yaml`
  apiVersion: apps/v1
  kind: Deployment
  metadata:
    name: web
  spec:
    selector:
      matchLabels: {app: web}
    strategy: ${strategy}
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
    { name: 'Recreate without rollingUpdate', code: deployment('{type: Recreate}') },
    { name: 'maxSurge 0 with the default maxUnavailable', code: deployment('{type: RollingUpdate, rollingUpdate: {maxSurge: 0}}') },
    {
      name: 'an empty type defaults to RollingUpdate',
      code: deployment('{type: "", rollingUpdate: {maxSurge: 1, maxUnavailable: "100%"}}'),
    },
  ],
  invalid: [
    {
      name: 'an unknown type',
      code: deployment('{type: BlueGreen}'),
      errors: [
        {
          messageId: 'type',
          path: 'spec.strategy',
          message: '`spec.strategy` is "BlueGreen"; a Deployment strategy type is one of "Recreate", "RollingUpdate".',
          line: 8,
          column: 3,
        },
      ],
    },
    {
      name: 'rollingUpdate with Recreate',
      code: deployment('{type: Recreate, rollingUpdate: {maxSurge: 1}}'),
      errors: [
        {
          messageId: 'rollingWithRecreate',
          path: 'spec.strategy.rollingUpdate',
          message:
            '`spec.strategy.rollingUpdate` is set, but the strategy `type` is "Recreate"; `rollingUpdate` goes only with "RollingUpdate".',
          line: 8,
          column: 30,
        },
      ],
    },
    {
      name: 'both zero (the server reports at maxUnavailable)',
      code: deployment('{rollingUpdate: {maxSurge: 0, maxUnavailable: "0%"}}'),
      errors: [
        {
          messageId: 'bothZero',
          path: 'spec.strategy.rollingUpdate.maxUnavailable',
          message:
            '`spec.strategy.rollingUpdate.maxUnavailable` is 0% and `maxSurge` is 0; both may not be 0, or the rollout could never progress.',
          line: 8,
          column: 59,
        },
      ],
    },
    {
      name: 'a negative surge, a percentage over 100 and a string that is not a percentage',
      code: deployment('{rollingUpdate: {maxSurge: -1, maxUnavailable: "150%"}}'),
      errors: [
        { messageId: 'negative', path: 'spec.strategy.rollingUpdate.maxSurge', line: 8, column: 40 },
        {
          messageId: 'overHundred',
          path: 'spec.strategy.rollingUpdate.maxUnavailable',
          message: '`spec.strategy.rollingUpdate.maxUnavailable` is "150%"; `maxUnavailable` may not be more than 100%.',
          line: 8,
          column: 60,
        },
      ],
    },
    {
      name: 'a string without %',
      code: deployment('{rollingUpdate: {maxSurge: "5"}}'),
      errors: [
        {
          messageId: 'percent',
          path: 'spec.strategy.rollingUpdate.maxSurge',
          message:
            '`spec.strategy.rollingUpdate.maxSurge` is "5"; a string here is a percentage: digits followed by \'%\' (such as "25%").',
          line: 8,
          column: 40,
        },
      ],
    },
  ],
});
