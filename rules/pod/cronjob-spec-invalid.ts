import { createRule, formatPath, type RuleContext } from '@plumbline/engine';
import { isObject, quoteList } from '../_shared/helpers.js';
import { cronScheduleProblem } from './_cron.js';
import { POD_SPEC_REFS } from './_containers.js';

const CONCURRENCY_POLICIES = ['Allow', 'Forbid', 'Replace'];
/** The characters of one part of a time zone name (`validateTimeZone`). */
const TIME_ZONE_PART = /^[A-Za-z.\-_0-9+]{1,14}$/;

const NON_NEGATIVE = ['startingDeadlineSeconds', 'successfulJobsHistoryLimit', 'failedJobsHistoryLimit'] as const;

export default createRule({
  id: 'pod/cronjob-spec-invalid',
  meta: {
    kinds: ['CronJob'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      scheduleEmpty: '`spec.schedule` is empty; a CronJob needs a cron schedule.',
      schedule: '`spec.schedule` is "{{value}}", which is not a valid cron schedule: {{problem}}.',
      timeZoneInSchedule: '`spec.schedule` is "{{value}}"; TZ or CRON_TZ may not appear in a schedule, use `spec.timeZone` instead.',
      timeZoneTwice: '`spec.schedule` is "{{value}}" and `spec.timeZone` is set; a schedule may not use both the field and TZ or CRON_TZ.',
      concurrencyPolicy: '`spec.concurrencyPolicy` is "{{value}}"; it is one of {{allowed}}.',
      negative: '`{{path}}` is {{value}}; it must be 0 or more.',
      timeZoneEmpty: '`spec.timeZone` is empty; leave it out or name a time zone.',
      timeZoneName: '`spec.timeZone` is "{{value}}", which is not a time zone name (IANA names such as "Europe/Berlin").',
      timeZoneLocal: '`spec.timeZone` is "{{value}}"; it must name an explicit IANA time zone, not the local one.',
    },
    docs: {
      description: 'Enforce a valid CronJob schedule, concurrency policy and non-negative limits',
      spec: POD_SPEC_REFS,
      details:
        'As the server does on create (`ValidateCronJobCreate` → `validateCronJobSpec`, Kubernetes v1.34): `spec.schedule` ' +
        'is required and parses with `cron.ParseStandard` of robfig/cron v3 (`validateScheduleFormat`): five fields — ' +
        'minute 0-59, hour 0-23, day of month 1-31, month 1-12 or jan-dec, day of week 0-6 or sun-sat; each a `*`, `?`, ' +
        'a number or name, a range `a-b`, with an optional `/step`, comma-separated — or one of the descriptors ' +
        '`@yearly`, `@annually`, `@monthly`, `@weekly`, `@daily`, `@midnight`, `@hourly` or `@every <duration>`. A schedule ' +
        'that contains "TZ" anywhere is refused (use `spec.timeZone`). `spec.concurrencyPolicy` is Allow, Forbid or ' +
        'Replace (unset or empty is defaulted to Allow by `SetDefaults_CronJob`); `startingDeadlineSeconds`, ' +
        '`successfulJobsHistoryLimit` and `failedJobsHistoryLimit` are 0 or more. On update, a stored schedule that ' +
        'already contains "TZ" may keep it, as long as `spec.timeZone` is not set too ("cannot use both"); and `spec.timeZone` is ' +
        'checked only when it changes (`ValidateCronJobUpdate` passes the stored spec). `spec.timeZone` (`validateTimeZone`), ' +
        'when set, is not empty, each `/`-separated part is 1 to 14 of letters, digits, `.`, `-`, `_`, `+` (not `.`, `..` ' +
        "or starting with '-'), and it is not \"Local\" in any case. Whether the name exists in the server's time zone " +
        'database (`time.LoadLocation`) is not checked: that database is not available here.',
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec)) return;
    const schedule = spec.schedule;
    if (typeof schedule === 'string') {
      const path = ['spec', 'schedule'];
      if (schedule === '') {
        ctx.report({ messageId: 'scheduleEmpty', path, reason: 'FieldValueRequired' });
      } else {
        const problem = cronScheduleProblem(schedule);
        if (problem !== undefined) ctx.report({ messageId: 'schedule', path, data: { value: schedule, problem } });
        // On update a stored schedule with TZ may keep it, unless the time zone field is set as well.
        const oldSchedule = isObject(ctx.oldObject?.spec) ? ctx.oldObject.spec.schedule : undefined;
        const allowTz = typeof oldSchedule === 'string' && oldSchedule.includes('TZ');
        if (schedule.includes('TZ')) {
          const withField = spec.timeZone !== undefined && spec.timeZone !== null;
          if (!allowTz) ctx.report({ messageId: 'timeZoneInSchedule', path, data: { value: schedule } });
          else if (withField) ctx.report({ messageId: 'timeZoneTwice', path, data: { value: schedule } });
        }
      }
    }
    // On update the time zone is validated only when it changes.
    const oldSpec = isObject(ctx.oldObject?.spec) ? ctx.oldObject.spec : undefined;
    if (!oldSpec || oldSpec.timeZone !== spec.timeZone) checkTimeZone(ctx, spec.timeZone);
    const policy = spec.concurrencyPolicy;
    if (typeof policy === 'string' && policy !== '' && !CONCURRENCY_POLICIES.includes(policy)) {
      const data = { value: policy, allowed: quoteList(CONCURRENCY_POLICIES) };
      ctx.report({ messageId: 'concurrencyPolicy', path: ['spec', 'concurrencyPolicy'], reason: 'FieldValueNotSupported', data });
    }
    for (const field of NON_NEGATIVE) {
      const value = spec[field];
      if (typeof value === 'number' && value < 0) {
        const path = ['spec', field];
        ctx.report({ messageId: 'negative', path, data: { path: formatPath(path), value } });
      }
    }
  },
});

function checkTimeZone(ctx: RuleContext, timeZone: unknown): void {
  if (typeof timeZone !== 'string') return;
  const path = ['spec', 'timeZone'];
  if (timeZone === '') {
    ctx.report({ messageId: 'timeZoneEmpty', path });
  } else if (timeZone.split('/').some((part) => part === '.' || part === '..' || part.startsWith('-') || !TIME_ZONE_PART.test(part))) {
    ctx.report({ messageId: 'timeZoneName', path, data: { value: timeZone } });
  } else if (timeZone.toLowerCase() === 'local') {
    ctx.report({ messageId: 'timeZoneLocal', path, data: { value: timeZone } });
  }
}
