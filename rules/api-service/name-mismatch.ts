import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';
import { pathSegmentProblems } from '../_shared/names.js';

export default createRule({
  id: 'api-service/name-mismatch',
  meta: {
    kinds: ['APIService'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      mismatch: '`metadata.name` is "{{name}}"; an APIService must be named `<spec.version>.<spec.group>`, here "{{required}}".',
      specMissing:
        '`metadata.name` is "{{name}}", but `spec.version` and `spec.group` are missing; an APIService is named ' +
        '`<spec.version>.<spec.group>`, so set them to match.',
      pathSegment: '`metadata.name` is "{{name}}": {{problem}}.',
    },
    docs: {
      description: 'Require the APIService name to be `<version>.<group>`',
      spec: { doc: 'part2', section: 'APIService', field: 'metadata.name' },
      details:
        'The API server names an APIService after what it serves: `metadata.name` must equal `spec.version + "." + spec.group`. For the ' +
        'legacy core group (empty group, version `v1`) that is `v1.` with a trailing dot. The name is first checked as a path segment ' +
        '(no `/` or `%`, not `.` or `..`). A fix renames the object to the required name.',
    },
  },
  check(ctx) {
    const name = str(obj(ctx.object.metadata).name);
    if (name === undefined || name === '') return;
    const spec = obj(ctx.object.spec);
    const required = `${str(spec.version) ?? ''}.${str(spec.group) ?? ''}`;
    const problems = pathSegmentProblems(name);
    if (problems.length > 0) {
      for (const problem of problems) ctx.report({ messageId: 'pathSegment', path: ['metadata', 'name'], data: { name, problem } });
      return;
    }
    if (required === '.') {
      ctx.report({ messageId: 'specMissing', path: ['metadata', 'name'], data: { name } });
      return;
    }
    if (name !== required) {
      ctx.report({
        messageId: 'mismatch',
        path: ['metadata', 'name'],
        data: { name, required },
        fix: { description: `Rename to ${required}`, path: ['metadata', 'name'], action: 'set', value: required },
      });
    }
  },
});
