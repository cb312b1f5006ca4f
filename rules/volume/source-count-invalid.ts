import { GENERIC_MESSAGES } from '../_shared/volume-sources.js';
import { sourceCountProblems } from './_checks.js';
import { volumeRule } from './_rule.js';

export default volumeRule(
  'volume/source-count-invalid',
  {
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: { forbidden: GENERIC_MESSAGES.forbidden },
    docs: {
      description: 'Disallow more than one source in a Pod volume',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
      details: [
        'A volume has exactly one source (`emptyDir`, `configMap`, `persistentVolumeClaim`, …). The server takes the sources in a fixed order (emptyDir, hostPath, gitRepo, …, csi, ephemeral, image), validates the first one and refuses each further one at its own path ("may not specify more than 1 volume type").',
        'A volume without any source is not an error: the server defaults it to an `emptyDir` volume before validation, so Plumbline does the same.',
      ].join('\n\n'),
    },
  },
  (v, env) => sourceCountProblems(v.volume, v.path, env),
);
