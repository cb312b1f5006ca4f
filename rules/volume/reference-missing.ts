import { GENERIC_MESSAGES } from '../_shared/volume-sources.js';
import { ownEphemeralClaimProblems, referenceProblems } from './_checks.js';
import { volumeRule } from './_rule.js';

export default volumeRule(
  'volume/reference-missing',
  {
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Require the name of the object a volume refers to',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
      details: [
        '`configMap.name`, `secret.secretName`, `persistentVolumeClaim.claimName` and the `name` of secret and configMap projections are required. Whether the object exists is not checked (the kubelet waits for it, unless `optional`).',
        'A `persistentVolumeClaim` volume of a Pod must not name the claim that an ephemeral volume of the same Pod creates (`<pod name>-<volume name>`).',
      ].join('\n\n'),
    },
  },
  (v, env) => [...referenceProblems(v.volume, v.path, env), ...ownEphemeralClaimProblems(v.volume, v.path, env)],
);
