import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'namespace/name-label-mismatch',
  meta: {
    kinds: ['Namespace'],
    type: 'cross-field',
    severity: 'warning',
    messages: {
      mismatch:
        '`metadata.labels[{{key}}]` is "{{value}}" but `metadata.name` is "{{name}}"; the API server sets this label to the ' +
        'namespace name, so the written value is replaced.',
      generated:
        '`metadata.labels[{{key}}]` is "{{value}}" but the name comes from `metadata.generateName`; the API server sets this ' +
        'label to the generated name, so the written value is replaced.',
    },
    docs: {
      description: 'Disallow a namespace name label that differs from the namespace name',
      spec: { doc: 'part2', section: 'Namespace', field: 'metadata.labels' },
      details:
        'The API server labels every Namespace with its own name under `<vendor_domain>/metadata.name` (`kubernetes.io/metadata.name`). ' +
        'For a named Namespace its defaulting overwrites the label before validation, on create and on update, so a different value ' +
        'written in the manifest is accepted and silently replaced (and is not itself validated; Plumbline applies the same ' +
        'defaulting, see the Namespace kind). For a Namespace created with `metadata.generateName` the label is set to the generated ' +
        'name after validation, so the written value is validated as a label (`metadata/label-invalid`) and then replaced. Nothing is ' +
        'refused, so Plumbline warns, reading the label as the manifest wrote it. The fix sets the label to the name, or removes it ' +
        'when the name is generated.',
    },
  },
  check(ctx) {
    const key = ctx.vendor('metadata.name');
    const metadata = obj(ctx.rawObject.metadata);
    const value = obj(metadata.labels)[key];
    if (typeof value !== 'string') return;
    const name = str(metadata.name) ?? '';
    const path = ['metadata', 'labels', { key }];
    if (name !== '') {
      if (value !== name)
        ctx.report({
          messageId: 'mismatch',
          path,
          data: { key, value, name },
          fix: { description: `Set the label to ${name}`, path, action: 'set', value: name },
        });
      return;
    }
    if (str(metadata.generateName))
      ctx.report({ messageId: 'generated', path, data: { key, value }, fix: { description: 'Remove the label', path, action: 'remove' } });
  },
});
