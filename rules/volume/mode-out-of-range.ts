import { createRule } from '@plumbline/engine';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { modeProblems } from './_checks.js';
import { forEachVolume } from './_rule.js';

export default createRule({
  id: 'volume/mode-out-of-range',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      modeOutOfRange: '`{{path}}` is {{value}}; a file mode is between 0 and 0777 octal (511 decimal).',
    },
    docs: {
      description: 'Enforce file modes of projected volume files between 0 and 0777',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'defaultMode' },
      details: [
        '`defaultMode` of configMap, secret, downwardAPI and projected volumes, and `mode` of their items, must be between 0 and 0777 ' +
          'octal (0 to 511 decimal). In YAML an unquoted `0644` is an octal integer (420); in JSON only decimal works. A quoted `"0644"` ' +
          'is a string, which the server refuses while decoding (reported by `schema/invalid-type`).',
        'The server defaults `defaultMode` to 0644 before validating. The mode of a downwardAPI item is reported at ' +
          '`<volume>.downwardAPI.mode`, without the item index, exactly as the server does.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    forEachVolume(ctx, (v, env) => {
      for (const p of modeProblems(v.volume, v.path, env)) ctx.report(p);
    });
  },
});
