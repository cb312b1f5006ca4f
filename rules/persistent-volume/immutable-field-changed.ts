import { createRule, type JsonObject } from '@plumbline/engine';
import { isObject, isSet } from '../_shared/helpers.js';
import { PV_SOURCE_ORDER, canonical } from '../_shared/volume-sources.js';

function sourceOf(spec: JsonObject): string {
  const out: JsonObject = {};
  for (const k of PV_SOURCE_ORDER) if (isSet(spec[k])) out[k] = spec[k];
  return canonical(out);
}

export default createRule({
  id: 'persistent-volume/immutable-field-changed',
  meta: {
    kinds: ['PersistentVolume'],
    type: 'transition',
    severity: 'error',
    messages: {
      source: '`spec` changes the volume source; the source of a PersistentVolume is immutable after creation.',
      volumeMode: '`spec.volumeMode` changes from {{old}} to {{new}}; the volume mode is immutable.',
      nodeAffinity: '`spec.nodeAffinity` changes; node affinity is immutable once set (feature gate MutablePVNodeAffinity is off).',
      classRemoved: '`spec.volumeAttributesClassName` changes from "{{old}}" to unset; a set volume attributes class may change but not be removed.',
    },
    docs: {
      description: 'Disallow changes to the source, volume mode and node affinity of a PersistentVolume',
      spec: { doc: 'part3', section: 'PersistentVolume' },
      details: [
        'On update the server refuses any change of the volume source (reported at `spec.persistentvolumesource`), of `volumeMode` (reported at `volumeMode`) and, once set, of `nodeAffinity` (reported at `nodeAffinity`) unless feature gate MutablePVNodeAffinity (alpha, off by default in v1.34) is on. Setting node affinity on a volume that had none is allowed, and so is adding a `controllerExpandSecretRef` to a CSI source that had none.',
        '`volumeAttributesClassName` may change, but not from a value to unset.',
        'The stored volume was defaulted when it was created (reclaim policy Retain, volume mode Filesystem, hostPath type empty, iSCSI interface `default`); the engine defaults both objects before rules compare them, so restating a default is not a change.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    const spec = isObject(ctx.object.spec) ? structuredClone(ctx.object.spec) : {};
    const oldSpec = isObject(ctx.oldObject.spec) ? ctx.oldObject.spec : {};
    if (isObject(spec.csi) && isObject(oldSpec.csi) && !isSet(oldSpec.csi.controllerExpandSecretRef)) delete spec.csi.controllerExpandSecretRef;
    if (sourceOf(spec) !== sourceOf(oldSpec)) ctx.report({ messageId: 'source', path: ['spec', 'persistentvolumesource'], reason: 'FieldValueForbidden', at: ['spec'] });
    if (canonical(spec.volumeMode) !== canonical(oldSpec.volumeMode)) {
      ctx.report({ messageId: 'volumeMode', path: ['volumeMode'], at: ['spec', 'volumeMode'], data: { old: String(oldSpec.volumeMode ?? 'unset'), new: String(spec.volumeMode ?? 'unset') } });
    }
    if (isSet(oldSpec.nodeAffinity) && !ctx.gate('MutablePVNodeAffinity') && canonical(spec.nodeAffinity) !== canonical(oldSpec.nodeAffinity)) {
      ctx.report({ messageId: 'nodeAffinity', path: ['nodeAffinity'], at: ['spec', 'nodeAffinity'] });
    }
    if (isSet(oldSpec.volumeAttributesClassName) && !isSet(spec.volumeAttributesClassName)) {
      ctx.report({ messageId: 'classRemoved', path: ['spec', 'volumeAttributesClassName'], reason: 'FieldValueForbidden', at: ['spec'], data: { old: String(oldSpec.volumeAttributesClassName) } });
    }
  },
});
