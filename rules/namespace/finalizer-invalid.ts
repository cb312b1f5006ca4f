import { createRule, qualifiedName } from '@plumbline/engine';
import { arr, obj } from '../_shared/helpers.js';
import { STANDARD_FINALIZERS } from '../_shared/names.js';

export default createRule({
  id: 'namespace/finalizer-invalid',
  meta: {
    kinds: ['Namespace'],
    type: 'field',
    severity: 'error',
    messages: {
      invalid: '`spec.finalizers[{{index}}]` is "{{value}}": {{problem}}.',
      notStandard:
        '`spec.finalizers[{{index}}]` is "{{value}}"; a finalizer without a domain prefix must be a standard one ' +
        '(`kubernetes`), otherwise use `<domain>/{{value}}`.',
    },
    docs: {
      description: 'Enforce qualified, standard or domain-prefixed namespace finalizers',
      spec: { doc: 'part2', section: 'Namespace', field: 'spec.finalizers' },
      details:
        'The specification calls `spec.finalizers` opaque values. The API server checks each one as a qualified name and, when it has no ' +
        '`/`, requires a standard finalizer name (`kubernetes`; `orphan` and `foregroundDeletion` also pass). It reports both at ' +
        '`spec.finalizers` (the list); the editor points at the entry. The server validates the finalizers it keeps: on create the ' +
        "manifest's list (it then adds `kubernetes` if missing), on a main-resource update the stored list, because changes go " +
        'through the `finalize` subresource (`PUT /api/v1/namespaces/{name}/finalize`, where the same checks report ' +
        '`spec.finalizers[i]`).',
    },
  },
  check(ctx) {
    // On update the server validates the stored finalizers (changes go through /finalize).
    const update = ctx.operation === 'UPDATE' && ctx.oldObject !== undefined;
    const list = arr(obj((update ? ctx.oldObject : ctx.object)?.spec).finalizers);
    list.forEach((value, index) => {
      if (typeof value !== 'string') return;
      const at = update ? {} : { at: ['spec', 'finalizers', index] };
      const problems = qualifiedName(value);
      for (const problem of problems)
        ctx.report({ messageId: 'invalid', path: ['spec', 'finalizers'], ...at, data: { index, value, problem } });
      if (problems.length === 0 && !value.includes('/') && !STANDARD_FINALIZERS.has(value)) {
        ctx.report({ messageId: 'notStandard', path: ['spec', 'finalizers'], ...at, data: { index, value } });
      }
    });
  },
});
