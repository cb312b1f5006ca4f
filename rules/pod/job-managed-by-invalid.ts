import { createRule, domainPrefixedPath, formatPath } from '@plumbline/engine';
import { POD_SPEC_REFS } from './_containers.js';
import { jobSpecOf } from './_job.js';

const MAX_LENGTH = 63;

export default createRule({
  id: 'pod/job-managed-by-invalid',
  meta: {
    kinds: ['Job', 'CronJob'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      format: '`{{path}}` is "{{value}}": it {{problem}} (a controller name such as "kueue.x-k8s.io/multikueue").',
      tooLong: '`{{path}}` is {{length}} characters long; at most {{max}} are allowed.',
    },
    docs: {
      description: 'Enforce a domain-prefixed Job managedBy of at most 63 characters',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`validateJobSpec` with `IsDomainPrefixedPath`, Kubernetes v1.34; JobManagedBy is on by default): ' +
        '`managedBy`, when set, is `<DNS subdomain>/<path>` with a non-empty HTTP path, and at most 63 characters long (TooLong).',
    },
  },
  check(ctx) {
    const found = jobSpecOf(ctx.object);
    const value = found?.spec.managedBy;
    if (!found || typeof value !== 'string') return;
    const path = [...found.path, 'managedBy'];
    const problem = value === '' ? 'is empty' : domainPrefixedPath(value)[0];
    if (problem !== undefined) {
      const reason = value === '' ? 'FieldValueRequired' : 'FieldValueInvalid';
      ctx.report({ messageId: 'format', path, reason, data: { path: formatPath(path), value, problem } });
    }
    if (value.length > MAX_LENGTH) {
      ctx.report({
        messageId: 'tooLong',
        path,
        reason: 'FieldValueTooLong',
        data: { path: formatPath(path), length: value.length, max: MAX_LENGTH },
      });
    }
  },
});
