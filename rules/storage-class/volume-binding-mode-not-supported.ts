import { createRule } from '@plumbline/engine';
import { quoteList } from '../_shared/helpers.js';
import { VOLUME_BINDING_MODES } from './kind.js';

export default createRule({
  id: 'storage-class/volume-binding-mode-not-supported',
  meta: {
    kinds: ['StorageClass'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      notSupported: '`volumeBindingMode` is "{{value}}"; allowed: {{allowed}}.',
    },
    docs: {
      description: 'Enforce the allowed values of `volumeBindingMode`',
      spec: { doc: 'part3', section: 'StorageClass', field: 'volumeBindingMode' },
      details:
        'The server defaults an absent `volumeBindingMode` to `Immediate` and then accepts only `Immediate` and `WaitForFirstConsumer` ' +
        '(case-sensitive); an empty string is not supported.',
    },
  },
  check(ctx) {
    const value = ctx.object.volumeBindingMode;
    if (typeof value !== 'string' || (VOLUME_BINDING_MODES as readonly string[]).includes(value)) return;
    const fix = VOLUME_BINDING_MODES.find((p) => p.toLowerCase() === value.toLowerCase());
    ctx.report({
      messageId: 'notSupported',
      path: ['volumeBindingMode'],
      data: { value, allowed: quoteList(VOLUME_BINDING_MODES) },
      ...(fix ? { fix: { description: `Use ${fix}`, path: ['volumeBindingMode'], action: 'set' as const, value: fix } } : {}),
    });
  },
});
