import { GENERIC_MESSAGES } from '../_shared/volume-sources.js';
import { modeProblems } from './_checks.js';
import { volumeRule } from './_rule.js';

export default volumeRule(
  'volume/mode-out-of-range',
  {
    severity: 'error',
    messages: { invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Enforce file modes of projected volume files between 0 and 0777',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'defaultMode' },
      details: [
        '`defaultMode` of configMap, secret, downwardAPI and projected volumes, and `mode` of their items, must be between 0 and 0777 octal (0 to 511 decimal). In YAML an unquoted `0644` is an octal integer (420); in JSON only decimal works. A quoted `"0644"` is a string, which the server refuses while decoding (reported by `schema/invalid-type`).',
        'The server defaults `defaultMode` to 0644 before validating. The mode of a downwardAPI item is reported at `<volume>.downwardAPI.mode`, without the item index, exactly as the server does.',
      ].join('\n\n'),
    },
  },
  (v, env) => modeProblems(v.volume, v.path, env),
);
