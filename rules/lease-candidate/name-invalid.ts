import { configMapKey, createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'lease-candidate/name-invalid',
  meta: {
    kinds: ['LeaseCandidate'],
    type: 'field',
    severity: 'error',
    messages: { invalid: '`metadata.name` is "{{name}}": {{problem}}.' },
    docs: {
      description: 'Enforce the LeaseCandidate name format',
      spec: { doc: 'part2', section: 'LeaseCandidate', field: 'metadata.name' },
      details:
        'The API server checks LeaseCandidate names like ConfigMap keys, not as DNS subdomains: at most 253 characters of letters ' +
        '(either case), digits, `-`, `_` and `.`, not `.` or `..` and not starting with `..`.',
    },
  },
  check(ctx) {
    const name = str(obj(ctx.object.metadata).name);
    if (!name) return;
    for (const problem of configMapKey(name)) ctx.report({ messageId: 'invalid', path: ['metadata', 'name'], data: { name, problem } });
  },
});
