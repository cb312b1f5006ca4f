import { createRule } from '@plumbline/engine';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { imageProblems } from './_checks.js';
import { forEachVolume } from './_rule.js';

export default createRule({
  id: 'volume/image-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      referenceRequired: '`{{path}}` is missing or empty; an image volume of a Pod names the image to mount.',
      referenceWhitespace: '`{{path}}` is "{{value}}", with whitespace at the start or end; an image reference has none.',
      pullPolicyNotSupported: '`{{path}}` is "{{value}}"; the pull policy is one of {{allowed}}.',
    },
    docs: {
      description: 'Require an image volume reference and a known pull policy',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'image' },
      details: [
        'Image volumes need feature gate ImageVolume (off by default in v1.34). With the gate off the server drops image volumes and the ' +
          'mounts of them before validation; `volume/gated-source-dropped` warns.',
        'With the gate on: `image.reference` is required in Pods (pod templates may leave it empty) and has no surrounding whitespace; ' +
          '`image.pullPolicy` is Always, IfNotPresent or Never. The server defaults the policy to Always for a `:latest` or untagged ' +
          'reference and to IfNotPresent otherwise.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    forEachVolume(ctx, (v, env) => {
      for (const p of imageProblems(v.volume, v.path, env, ctx.definition.kind === 'Pod')) ctx.report(p);
    });
  },
});
