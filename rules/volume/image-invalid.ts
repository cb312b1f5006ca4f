import { GENERIC_MESSAGES } from '../_shared/volume-sources.js';
import { imageProblems } from './_checks.js';
import { volumeRule } from './_rule.js';

export default volumeRule(
  'volume/image-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid, notSupported: GENERIC_MESSAGES.notSupported },
    docs: {
      description: 'Require an image volume reference and a known pull policy',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'image' },
      details: [
        'Image volumes need feature gate ImageVolume (off by default in v1.34). With the gate off the server drops image volumes and the mounts of them before validation; `volume/gated-source-dropped` warns.',
        'With the gate on: `image.reference` is required in Pods (pod templates may leave it empty) and has no surrounding whitespace; `image.pullPolicy` is Always, IfNotPresent or Never. The server defaults the policy to Always for a `:latest` or untagged reference and to IfNotPresent otherwise.',
      ].join('\n\n'),
    },
  },
  (v, env, _pod, ctx) => imageProblems(v.volume, v.path, env, ctx.definition.kind === 'Pod'),
);
