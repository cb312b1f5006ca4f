import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'metadata/name-missing',
  meta: {
    kinds: ['*'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueRequired',
    operations: ['CREATE'],
    messages: { missing: '`metadata.name` is missing and there is no `metadata.generateName`; one of them is required.' },
    docs: {
      description: 'Require metadata.name or metadata.generateName',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details: 'The server refuses an object with neither a name nor a `generateName` prefix ("name or generateName is required").',
    },
  },
  check(ctx) {
    // Reviews and Binding are not stored objects; the server does not validate their metadata.
    if (ctx.definition.validatesObjectMeta === false) return;
    const metadata = obj(ctx.object.metadata);
    if (!str(metadata.name) && !str(metadata.generateName)) ctx.report({ messageId: 'missing', path: ['metadata', 'name'] });
  },
});
