import { GENERIC_MESSAGES, classNameProblems } from '../_shared/volume-sources.js';
import { pvcRule } from './_rule.js';

export default pvcRule(
  'persistent-volume-claim/class-name-invalid',
  {
    severity: 'error',
    messages: { invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Enforce DNS subdomain storage and volume attributes class names in claims',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'volumeAttributesClassName' },
      details: [
        '`spec.storageClassName` and `spec.volumeAttributesClassName` are empty (no class) or DNS subdomains. Unlike a PersistentVolume, a claim may set `volumeAttributesClassName` to the empty string.',
        'VolumeAttributesClass is GA with its gate on by default in v1.34 (the specification still calls it beta and off by default). With the gate off the server drops `volumeAttributesClassName` from a new claim, so it is not checked then.',
      ].join('\n\n'),
    },
  },
  (spec, ctx) => [
    ...classNameProblems(spec.storageClassName, ['spec', 'storageClassName']),
    // With the VolumeAttributesClass gate off the server drops the field before validating.
    ...(ctx.gate('VolumeAttributesClass') ? classNameProblems(spec.volumeAttributesClassName, ['spec', 'volumeAttributesClassName']) : []),
  ],
);
