import { GENERIC_MESSAGES, storageRequestProblems } from '../_shared/volume-sources.js';
import { pvcRule } from './_rule.js';

export default pvcRule(
  'persistent-volume-claim/storage-request-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Require a positive storage request in a claim',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'resources' },
      details: '`spec.resources.requests.storage` is required and greater than zero. The server reports both at `spec.resources[storage]` (without `requests`). A malformed quantity is refused earlier, while decoding (`schema/invalid-type`).',
    },
  },
  (spec) => storageRequestProblems(spec, ['spec']),
);
