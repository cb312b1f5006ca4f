import { createRule, qualifiedName } from '@plumbline/engine';
import { arr, obj } from '../_shared/helpers.js';

export default createRule({
  id: 'metadata/finalizer-invalid',
  meta: {
    kinds: ['*'],
    type: 'field',
    severity: 'error',
    messages: { invalid: '`metadata.finalizers[{{index}}]` is "{{value}}": {{problem}}.' },
    docs: {
      description: 'Enforce qualified names in metadata.finalizers',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details: 'Each finalizer is a qualified name. The server reports the error at `metadata.finalizers` (the list, not the entry); the editor points at the entry. Duplicates are accepted.',
    },
  },
  check(ctx) {
    arr(obj(ctx.object.metadata).finalizers).forEach((value, index) => {
      if (typeof value !== 'string') return;
      for (const problem of qualifiedName(value)) ctx.report({ messageId: 'invalid', path: ['metadata', 'finalizers'], at: ['metadata', 'finalizers', index], data: { index, value, problem } });
    });
  },
});
