import { createRule } from '@plumbline/engine';
import { checkParameters, PARAMETER_MESSAGES } from '../_shared/storage-parameters.js';

export default createRule({
  id: 'storage-class/parameters-invalid',
  meta: {
    kinds: ['StorageClass'],
    type: 'field',
    severity: 'error',
    messages: { ...PARAMETER_MESSAGES },
    docs: {
      description: 'Enforce the limits of StorageClass `parameters`',
      spec: { doc: 'part3', section: 'StorageClass', field: 'parameters' },
      details:
        'The specification does not limit `parameters`; the server allows at most 512 entries (reported as too long at `parameters`, and ' +
        'then nothing else is checked), refuses an empty key, and limits keys and values together to 256 KiB (262144 bytes). An empty ' +
        'or absent map is fine.',
    },
  },
  check(ctx) {
    checkParameters(ctx, false);
  },
});
