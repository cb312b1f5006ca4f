import rule from '../../../rules/pod/daemonset-update-strategy-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const daemonSet = (strategy: string): string => yaml`
  apiVersion: apps/v1
  kind: DaemonSet
  metadata:
    name: agent
  spec:
    selector:
      matchLabels: {app: agent}
    updateStrategy: ${strategy}
    template:
      metadata:
        labels: {app: agent}
      spec:
        containers:
          - name: agent
            image: busybox
`;

ruleTester.run(rule, {
  valid: [
    { name: 'the defaults (maxUnavailable 1, maxSurge 0)', code: daemonSet('{type: RollingUpdate}') },
    { name: 'surge only, with maxUnavailable 0', code: daemonSet('{rollingUpdate: {maxUnavailable: 0, maxSurge: "100%"}}') },
    { name: 'OnDelete ignores rollingUpdate', code: daemonSet('{type: OnDelete, rollingUpdate: {maxUnavailable: 0, maxSurge: 0}}') },
  ],
  invalid: [
    {
      name: 'maxSurge alone (maxUnavailable defaults to 1)',
      code: daemonSet('{rollingUpdate: {maxSurge: 1}}'),
      errors: [
        {
          messageId: 'bothSet',
          path: 'spec.updateStrategy.rollingUpdate.maxSurge',
          message:
            '`spec.updateStrategy.rollingUpdate.maxSurge` is 1 while `maxUnavailable` is 1 (the default); a DaemonSet ' +
            'rolling update sets exactly one of them to a non-zero value.',
          line: 8,
          column: 46,
        },
      ],
    },
    {
      name: 'both zero',
      code: daemonSet('{rollingUpdate: {maxUnavailable: "0%", maxSurge: 0}}'),
      errors: [
        {
          messageId: 'bothZero',
          path: 'spec.updateStrategy.rollingUpdate.maxUnavailable',
          message: '`spec.updateStrategy.rollingUpdate.maxUnavailable` is 0% and `maxSurge` is 0; exactly one of them must be non-zero.',
          line: 8,
          column: 52,
        },
      ],
    },
    {
      name: 'an unknown type',
      code: daemonSet('{type: Rolling}'),
      errors: [
        {
          messageId: 'type',
          path: 'spec.updateStrategy',
          message: '`spec.updateStrategy` is "Rolling"; a DaemonSet update strategy type is one of "OnDelete", "RollingUpdate".',
          line: 8,
          column: 3,
        },
      ],
    },
    {
      name: 'a bad percentage, a negative number and more than 100%',
      code: daemonSet('{rollingUpdate: {maxUnavailable: "ten", maxSurge: "150%"}}'),
      errors: [
        {
          messageId: 'percent',
          path: 'spec.updateStrategy.rollingUpdate.maxUnavailable',
          message:
            '`spec.updateStrategy.rollingUpdate.maxUnavailable` is "ten"; a string here is a percentage: digits followed by \'%\' (such as "10%").',
          line: 8,
          column: 52,
        },
        {
          messageId: 'overHundred',
          path: 'spec.updateStrategy.rollingUpdate.maxSurge',
          message: '`spec.updateStrategy.rollingUpdate.maxSurge` is "150%"; it may not be more than 100%.',
          line: 8,
          column: 69,
        },
      ],
    },
    {
      name: 'a negative maxUnavailable',
      code: daemonSet('{rollingUpdate: {maxUnavailable: -1}}'),
      errors: [{ messageId: 'negative', path: 'spec.updateStrategy.rollingUpdate.maxUnavailable', line: 8, column: 52 }],
    },
  ],
});
