import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';

/**
 * The CronJob controller names each Job `<cronjob name>-<timestamp>` (an 11-character suffix), and a Job name is at most
 * 63 characters (`DNS1035LabelMaxLength`): `ValidateCronJobCreate` refuses names over 52 characters on create.
 */
const MAX_NAME = 63 - 11;

export default createRule({
  id: 'pod/cronjob-name-too-long',
  meta: {
    kinds: ['CronJob'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      tooLong:
        '`metadata.name` is {{length}} characters long; a CronJob name is at most 52, so that the Jobs it creates ' +
        '(named with an 11-character suffix) stay within 63.',
    },
    docs: {
      description: 'Enforce a limit of 52 characters on CronJob names',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (Kubernetes v1.34 `ValidateCronJobCreate`): on create, a CronJob name longer than ' +
        '`DNS1035LabelMaxLength - 11` = 52 characters is Invalid at `metadata.name`, because the controller appends ' +
        '`-<timestamp>` to it for each Job. Updates do not check it (the name cannot change).',
    },
  },
  check(ctx) {
    if (ctx.oldObject) return;
    const name = obj(ctx.object.metadata).name;
    if (typeof name !== 'string' || name.length <= MAX_NAME) return;
    ctx.report({ messageId: 'tooLong', path: ['metadata', 'name'], data: { length: name.length } });
  },
});
