import { createRule } from '@plumbline/engine';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { ownEphemeralClaimProblems, referenceProblems } from './_checks.js';
import { forEachVolume } from './_rule.js';

export default createRule({
  id: 'volume/reference-missing',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: {
      secretNameRequired: '`{{path}}` is missing or empty; a secret volume or projection names the Secret.',
      configMapNameRequired: '`{{path}}` is missing or empty; a configMap volume or projection names the ConfigMap.',
      claimNameRequired: '`{{path}}` is missing or empty; a persistentVolumeClaim volume names the claim.',
      ephemeralClaim:
        '`{{path}}` is "{{value}}", the claim an ephemeral volume of this Pod creates; a persistentVolumeClaim volume may ' + 'not use it.',
    },
    docs: {
      description: 'Require the name of the object a volume refers to',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
      details: [
        '`configMap.name`, `secret.secretName`, `persistentVolumeClaim.claimName` and the `name` of secret and configMap projections are ' +
          'required. Whether the object exists is not checked (the kubelet waits for it, unless `optional`).',
        'A `persistentVolumeClaim` volume of a Pod must not name the claim that an ephemeral volume of the same Pod creates (`<pod ' +
          'name>-<volume name>`).',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    forEachVolume(ctx, (v, env) => {
      for (const p of [...referenceProblems(v.volume, v.path, env), ...ownEphemeralClaimProblems(v.volume, v.path, env)]) ctx.report(p);
    });
  },
});
