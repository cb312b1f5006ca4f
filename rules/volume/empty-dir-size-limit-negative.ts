import { GENERIC_MESSAGES } from '../_shared/volume-sources.js';
import { emptyDirSizeProblems } from './_checks.js';
import { volumeRule } from './_rule.js';

export default volumeRule(
  'volume/empty-dir-size-limit-negative',
  {
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: { forbidden: GENERIC_MESSAGES.forbidden },
    docs: {
      description: 'Disallow a negative emptyDir size limit',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'emptyDir' },
      details: 'The server refuses a negative `emptyDir.sizeLimit`. A malformed quantity (`1 Gi`) is refused earlier, while decoding (`schema/invalid-type`).',
    },
  },
  (v, env) => emptyDirSizeProblems(v.volume, v.path, env),
);
