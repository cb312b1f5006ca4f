import { createRule } from '@plumbline/engine';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { sourceCountProblems } from './_checks.js';
import { forEachVolume } from './_rule.js';

export default createRule({
  id: 'volume/source-count-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      extraSource: '`{{path}}` is a second volume source (the volume already uses {{first}}); a volume has exactly one source.',
    },
    docs: {
      description: 'Disallow more than one source in a Pod volume',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
      details: [
        'A volume has exactly one source (`emptyDir`, `configMap`, `persistentVolumeClaim`, …). The server takes the sources in a fixed ' +
          'order (emptyDir, hostPath, gitRepo, …, csi, ephemeral, image), validates the first one and refuses each further one at its ' +
          'own path ("may not specify more than 1 volume type").',
        'A volume without any source is not an error: the server defaults it to an `emptyDir` volume before validation, so Plumbline ' +
          'does the same.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    forEachVolume(ctx, (v, env) => {
      for (const p of sourceCountProblems(v.volume, v.path, env)) ctx.report(p);
    });
  },
});
