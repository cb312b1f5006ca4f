import { isSet } from '../_shared/helpers.js';
import { GENERIC_MESSAGES, classNameProblems, required, type Problem } from '../_shared/volume-sources.js';
import { pvRule } from './_rule.js';

export default pvRule(
  'persistent-volume/class-name-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Enforce storage and volume attributes class names of PersistentVolumes',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'volumeAttributesClassName' },
      details: [
        '`spec.storageClassName` is empty (no class) or a DNS subdomain. `spec.volumeAttributesClassName`, when set, must not be empty, must be a DNS subdomain, and needs a `csi` source (the driver applies the class).',
        'VolumeAttributesClass is GA and its gate on by default in v1.34 (the specification still calls it beta and off); with the gate off the server drops the field.',
      ].join('\n\n'),
    },
  },
  (spec, ctx) => {
    const out: Problem[] = [...classNameProblems(spec.storageClassName, ['spec', 'storageClassName'])];
    const vac = spec.volumeAttributesClassName;
    if (typeof vac === 'string' && ctx.gate('VolumeAttributesClass')) {
      if (vac === '') out.push(required(['spec', 'volumeAttributesClassName'], ': an empty string is not allowed (leave the field unset for no class)'));
      else out.push(...classNameProblems(vac, ['spec', 'volumeAttributesClassName']));
      if (!isSet(spec.csi)) out.push(required(['spec', 'csi'], ' when volumeAttributesClassName is set'));
    }
    return out;
  },
);
