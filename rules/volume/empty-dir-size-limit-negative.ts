import { createRule } from '@plumbline/engine';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { emptyDirSizeProblems } from './_checks.js';
import { forEachVolume } from './_rule.js';

export default createRule({
  id: 'volume/empty-dir-size-limit-negative',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      sizeLimitNegative: '`{{path}}` is {{value}}, a negative quantity; an emptyDir size limit is zero or more.',
    },
    docs: {
      description: 'Disallow a negative emptyDir size limit',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'emptyDir' },
      details:
        'The server refuses a negative `emptyDir.sizeLimit`. A malformed quantity (`1 Gi`) is refused earlier, while decoding ' +
        '(`schema/invalid-type`).',
    },
  },
  check(ctx) {
    forEachVolume(ctx, (v, env) => {
      for (const p of emptyDirSizeProblems(v.volume, v.path, env)) ctx.report(p);
    });
  },
});
