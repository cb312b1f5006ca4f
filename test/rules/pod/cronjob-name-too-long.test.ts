import rule from '../../../rules/pod/cronjob-name-too-long.js';
import { ruleTester } from '../../utils/rule-tester.js';

const cronJob = (name: string) =>
  `apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: ${name}\nspec:\n  schedule: "0 0 * * *"\n  jobTemplate:\n` +
  `    spec:\n      template:\n        spec:\n          restartPolicy: Never\n          containers:\n            - {name: run, image: busybox}\n`;

ruleTester.run(rule, {
  valid: [
    { name: '52 characters', code: cronJob('a'.repeat(52)) },
    { name: 'an update does not check the name', code: cronJob('a'.repeat(53)), old: cronJob('a'.repeat(53)) },
  ],
  invalid: [
    {
      name: '53 characters on create (the public case cj.name.53)',
      code: cronJob('a'.repeat(53)),
      errors: [
        {
          messageId: 'tooLong',
          path: 'metadata.name',
          line: 4,
          column: 9,
          endLine: 4,
          endColumn: 62,
          message:
            '`metadata.name` is 53 characters long; a CronJob name is at most 52, so that the Jobs it creates ' +
            '(named with an 11-character suffix) stay within 63.',
        },
      ],
    },
  ],
});
