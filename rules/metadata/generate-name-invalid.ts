import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';
import { NAME_FORMAT_LABELS, nameProblems } from '../_shared/names.js';

export default createRule({
  id: 'metadata/generate-name-invalid',
  meta: {
    kinds: ['*'],
    type: 'field',
    severity: 'error',
    operations: ['CREATE'],
    messages: { invalid: '`metadata.generateName` is "{{value}}": {{problem}} ({{format}} for {{kind}}, which may end in `-`).' },
    docs: {
      description: 'Enforce the name format of each kind on metadata.generateName',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        "The server checks `metadata.generateName` with the kind's name function as a prefix (`ValidateObjectMetaAccessor`): the format " +
        'of `metadata.name` for the kind, except that it may end in `-`, because the server appends five random characters. An invalid ' +
        'prefix such as `Web_Config-` is refused; the generated name would be refused too.',
    },
  },
  check(ctx) {
    // Reviews and Binding are not stored objects; the server does not validate their metadata.
    if (ctx.definition.validatesObjectMeta === false) return;
    const value = str(obj(ctx.object.metadata).generateName);
    const format = ctx.definition.nameFormat;
    if (!value || format === 'custom') return;
    // As a prefix the value may end in `-` (the name functions mask a trailing dash).
    const masked = format === 'path-segment' ? value : value.replace(/-$/, 'a');
    for (const problem of nameProblems(format, masked)) {
      ctx.report({
        messageId: 'invalid',
        path: ['metadata', 'generateName'],
        data: { value, problem, format: NAME_FORMAT_LABELS[format], kind: ctx.definition.kind },
      });
    }
  },
});
