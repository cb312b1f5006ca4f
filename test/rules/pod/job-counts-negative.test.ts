import rule from '../../../rules/pod/job-counts-negative.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'zeros everywhere, including an activeDeadlineSeconds of 0',
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: once
        spec:
          parallelism: 0
          completions: 0
          backoffLimit: 0
          activeDeadlineSeconds: 0
          ttlSecondsAfterFinished: 0
          template:
            spec:
              restartPolicy: Never
              containers:
                - name: run
                  image: busybox
      `,
    },
  ],
  invalid: [
    {
      name: 'negative parallelism, completions and backoffLimit in a Job',
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: once
        spec:
          parallelism: -1
          completions: -2
          backoffLimit: -3
          template:
            spec:
              restartPolicy: Never
              containers:
                - name: run
                  image: busybox
      `,
      errors: [
        {
          messageId: 'negative',
          path: 'spec.parallelism',
          message: '`spec.parallelism` is -1; it must be 0 or more.',
          line: 6,
          column: 16,
          endLine: 6,
          endColumn: 18,
        },
        { messageId: 'negative', path: 'spec.completions', line: 7, column: 16 },
        { messageId: 'negative', path: 'spec.backoffLimit', line: 8, column: 17 },
      ],
    },
    {
      name: 'a negative activeDeadlineSeconds in a CronJob job template',
      code: yaml`
        apiVersion: batch/v1
        kind: CronJob
        metadata:
          name: nightly
        spec:
          schedule: "@daily"
          jobTemplate:
            spec:
              activeDeadlineSeconds: -60
              template:
                spec:
                  restartPolicy: OnFailure
                  containers:
                    - name: run
                      image: busybox
      `,
      errors: [
        {
          messageId: 'negative',
          path: 'spec.jobTemplate.spec.activeDeadlineSeconds',
          message: '`spec.jobTemplate.spec.activeDeadlineSeconds` is -60; it must be 0 or more.',
          line: 9,
          column: 30,
        },
      ],
    },
  ],
});
