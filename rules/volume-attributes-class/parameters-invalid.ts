import { createRule } from '@plumbline/engine';
import { checkParameters, PARAMETER_MESSAGES } from '../_shared/storage-parameters.js';

export default createRule({
  id: 'volume-attributes-class/parameters-invalid',
  meta: {
    kinds: ['VolumeAttributesClass'],
    type: 'field',
    severity: 'error',
    messages: {
      ...PARAMETER_MESSAGES,
      empty: '`parameters` is empty; a VolumeAttributesClass needs at least one key/value pair.',
    },
    docs: {
      description: 'Enforce the limits of VolumeAttributesClass `parameters`',
      spec: { doc: 'part3', section: 'VolumeAttributesClass', field: 'parameters' },
      details:
        'The server requires at least one pair, refuses an empty key, allows at most 512 entries (reported as too long; nothing else is ' +
        'checked then) and at most 256 KiB (262144 bytes) of keys and values together. The specification\'s "256K" is read as 256 KiB, ' +
        'as the server does.',
    },
  },
  check(ctx) {
    checkParameters(ctx, true);
  },
});
