import rule from '../../../rules/pod/cronjob-spec-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const cronJob = (fields: string): string => yaml`
  apiVersion: batch/v1
  kind: CronJob
  metadata:
    name: nightly
  spec:
    ${fields}
    jobTemplate:
      spec:
        template:
          spec:
            restartPolicy: OnFailure
            containers:
              - name: run
                image: busybox
`;

const schedules = ['"*/5 * * * *"', '"0 1 * * mon-fri"', '"15 3 1,15 jan,JUL ?"', '"@hourly"', '"@every 1h30m"', '"0 0 1/2 * 0-6"'];

ruleTester.run(rule, {
  valid: [
    ...schedules.map((s) => ({ name: `schedule ${s}`, code: cronJob(`schedule: ${s}`) })),
    { name: 'a time zone', code: cronJob('schedule: "0 1 * * *"\n    timeZone: America/Argentina/Buenos_Aires') },
    {
      name: 'policy, zero limits and deadline',
      code: cronJob(
        'schedule: "0 * * * *"\n    concurrencyPolicy: Forbid\n    successfulJobsHistoryLimit: 0\n    startingDeadlineSeconds: 0',
      ),
    },
    {
      name: 'an update keeps a stored TZ prefix, and an unchanged stored time zone is not checked again',
      code: cronJob('schedule: "CRON_TZ=UTC 0 1 * * *"'),
      old: cronJob('schedule: "CRON_TZ=UTC 0 2 * * *"'),
    },
    {
      name: 'an unchanged stored time zone is not checked again',
      code: cronJob('schedule: "0 1 * * *"\n    timeZone: Local'),
      old: cronJob('schedule: "0 2 * * *"\n    timeZone: Local'),
    },
  ],
  invalid: [
    {
      name: 'an update with a stored TZ prefix may not set the time zone field too',
      code: cronJob('schedule: "TZ=UTC 0 1 * * *"\n    timeZone: Etc/UTC'),
      old: cronJob('schedule: "TZ=UTC 0 1 * * *"'),
      errors: [
        {
          messageId: 'timeZoneTwice',
          path: 'spec.schedule',
          message:
            '`spec.schedule` is "TZ=UTC 0 1 * * *" and `spec.timeZone` is set; a schedule may not use both the field and TZ or CRON_TZ.',
          line: 6,
          column: 13,
        },
      ],
    },
    {
      name: 'an update may not add a TZ prefix',
      code: cronJob('schedule: "TZ=UTC 0 1 * * *"'),
      old: cronJob('schedule: "0 1 * * *"'),
      errors: [{ messageId: 'timeZoneInSchedule', path: 'spec.schedule', line: 6, column: 13 }],
    },
    {
      name: 'an empty time zone (the conformance example)',
      code: cronJob('schedule: "0 1 * * *"\n    timeZone: ""'),
      errors: [
        {
          messageId: 'timeZoneEmpty',
          path: 'spec.timeZone',
          message: '`spec.timeZone` is empty; leave it out or name a time zone.',
          line: 7,
          column: 13,
        },
      ],
    },
    {
      name: 'the local time zone',
      code: cronJob('schedule: "0 1 * * *"\n    timeZone: Local'),
      errors: [
        {
          messageId: 'timeZoneLocal',
          path: 'spec.timeZone',
          message: '`spec.timeZone` is "Local"; it must name an explicit IANA time zone, not the local one.',
          line: 7,
          column: 13,
        },
      ],
    },
    {
      name: 'a time zone with a space and a leading slash',
      code: cronJob('schedule: "0 1 * * *"\n    timeZone: "/New York"'),
      errors: [{ messageId: 'timeZoneName', path: 'spec.timeZone', line: 7, column: 13 }],
    },
    {
      name: 'four fields',
      code: cronJob('schedule: "0 1 * *"'),
      errors: [
        {
          messageId: 'schedule',
          path: 'spec.schedule',
          message: '`spec.schedule` is "0 1 * *", which is not a valid cron schedule: expected exactly 5 fields, found 4: [0 1 * *].',
          line: 6,
          column: 13,
        },
      ],
    },
    {
      name: 'a minute of 60 and a weekday of 7',
      code: cronJob('schedule: "60 * * * 7"'),
      errors: [
        {
          messageId: 'schedule',
          path: 'spec.schedule',
          message:
            '`spec.schedule` is "60 * * * 7", which is not a valid cron schedule: end of range (60) above maximum (59): 60 (minute).',
          line: 6,
          column: 13,
        },
      ],
    },
    {
      name: 'an unknown descriptor',
      code: cronJob('schedule: "@fortnightly"'),
      errors: [{ messageId: 'schedule', path: 'spec.schedule', line: 6, column: 13 }],
    },
    {
      name: 'a TZ prefix (refused on create, although the library parses it)',
      code: cronJob('schedule: "CRON_TZ=UTC 0 1 * * *"'),
      errors: [
        {
          messageId: 'timeZoneInSchedule',
          path: 'spec.schedule',
          message: '`spec.schedule` is "CRON_TZ=UTC 0 1 * * *"; TZ or CRON_TZ may not appear in a schedule, use `spec.timeZone` instead.',
          line: 6,
          column: 13,
        },
      ],
    },
    {
      name: 'an empty schedule, an unknown policy and negative limits',
      code: cronJob('schedule: ""\n    concurrencyPolicy: Sometimes\n    failedJobsHistoryLimit: -1\n    startingDeadlineSeconds: -10'),
      errors: [
        {
          messageId: 'scheduleEmpty',
          path: 'spec.schedule',
          message: '`spec.schedule` is empty; a CronJob needs a cron schedule.',
          line: 6,
          column: 13,
        },
        {
          messageId: 'concurrencyPolicy',
          path: 'spec.concurrencyPolicy',
          message: '`spec.concurrencyPolicy` is "Sometimes"; it is one of "Allow", "Forbid", "Replace".',
          line: 7,
          column: 22,
        },
        { messageId: 'negative', path: 'spec.failedJobsHistoryLimit', line: 8, column: 27 },
        {
          messageId: 'negative',
          path: 'spec.startingDeadlineSeconds',
          message: '`spec.startingDeadlineSeconds` is -10; it must be 0 or more.',
          line: 9,
          column: 28,
        },
      ],
    },
    {
      name: 'a step of 0 and a reversed range',
      code: cronJob('schedule: "*/0 5-1 * * *"'),
      errors: [
        {
          messageId: 'schedule',
          path: 'spec.schedule',
          message:
            '`spec.schedule` is "*/0 5-1 * * *", which is not a valid cron schedule: step of range should be a positive number: */0 (minute).',
          line: 6,
          column: 13,
        },
      ],
    },
  ],
});
