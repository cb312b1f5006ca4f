import { createRule, type JsonObject, type RuleContext } from '@plumbline/engine';
import { isObject, isSet } from '../_shared/helpers.js';
import { classNameProblems, required, type Problem } from '../_shared/volume-sources.js';

function specProblems(spec: JsonObject, ctx: RuleContext): Problem[] {
  const out: Problem[] = [...classNameProblems(spec.storageClassName, ['spec', 'storageClassName'])];
  const vac = spec.volumeAttributesClassName;
  if (typeof vac === 'string' && ctx.gate('VolumeAttributesClass')) {
    if (vac === '') out.push(required('attributesClassEmpty', ['spec', 'volumeAttributesClassName']));
    else out.push(...classNameProblems(vac, ['spec', 'volumeAttributesClassName']));
    if (!isSet(spec.csi)) out.push(required('attributesClassNeedsCsi', ['spec', 'csi']));
  }
  return out;
}

export default createRule({
  id: 'persistent-volume/class-name-invalid',
  meta: {
    kinds: ['PersistentVolume'],
    type: 'field',
    severity: 'error',
    messages: {
      classNameInvalid: '`{{path}}` is "{{value}}", which is not a class name (a DNS subdomain): {{detail}}.',
      attributesClassEmpty: '`{{path}}` is an empty string; leave `volumeAttributesClassName` unset for no class.',
      attributesClassNeedsCsi:
        '`{{path}}` is missing while `volumeAttributesClassName` is set; a volume attributes class applies to CSI ' + 'volumes only.',
    },
    docs: {
      description: 'Enforce storage and volume attributes class names of PersistentVolumes',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'volumeAttributesClassName' },
      details: [
        '`spec.storageClassName` is empty (no class) or a DNS subdomain. `spec.volumeAttributesClassName`, when set, must not be empty, ' +
          'must be a DNS subdomain, and needs a `csi` source (the driver applies the class).',
        'VolumeAttributesClass is GA and its gate on by default in v1.34 (the specification still calls it beta and off); with the gate ' +
          'off the server drops the field.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec)) return;
    for (const p of specProblems(spec, ctx)) ctx.report(p);
  },
});
