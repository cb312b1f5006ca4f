import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { classNameProblems } from '../_shared/volume-sources.js';

export default createRule({
  id: 'persistent-volume-claim/class-name-invalid',
  meta: {
    kinds: ['PersistentVolumeClaim'],
    type: 'field',
    severity: 'error',
    messages: {
      classNameInvalid: '`{{path}}` is "{{value}}", which is not a class name (a DNS subdomain): {{detail}}.',
    },
    docs: {
      description: 'Enforce DNS subdomain storage and volume attributes class names in claims',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'volumeAttributesClassName' },
      details: [
        '`spec.storageClassName` and `spec.volumeAttributesClassName` are empty (no class) or DNS subdomains. Unlike a PersistentVolume, ' +
          'a claim may set `volumeAttributesClassName` to the empty string.',
        'VolumeAttributesClass is GA with its gate on by default in v1.34 (the specification still calls it beta and off by default). ' +
          'With the gate off the server drops `volumeAttributesClassName` from a new claim, so it is not checked then.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    // A claim without a spec is checked as one with an empty spec (the server requires its fields).
    const spec = isObject(ctx.object.spec) ? ctx.object.spec : {};
    for (const p of [
      ...classNameProblems(spec.storageClassName, ['spec', 'storageClassName']),
      // With the VolumeAttributesClass gate off the server drops the field before validating.
      ...(ctx.gate('VolumeAttributesClass')
        ? classNameProblems(spec.volumeAttributesClassName, ['spec', 'volumeAttributesClassName'])
        : []),
    ])
      ctx.report(p);
  },
});
