import { createRule, type JsonObject } from '@plumbline/engine';
import { isObject, isSet } from '../_shared/helpers.js';
import { PV_SOURCE_ORDER, canonical } from '../_shared/volume-sources.js';

/**
 * Fields of the PersistentVolume sources that are pointers in the server's internal Go types
 * (pkg/apis/core/types.go, v1.34.1): there an explicit zero value (`readOnly: false`) differs
 * from an absent field. Every other scalar field is a plain value, whose zero value equals absence.
 */
const POINTER_FIELDS: Readonly<Record<string, readonly string[]>> = {
  hostPath: ['type'],
  glusterfs: ['endpointsNamespace'],
  rbd: ['secretRef'],
  iscsi: ['secretRef', 'initiatorName'],
  flexVolume: ['secretRef'],
  cinder: ['secretRef'],
  cephfs: ['secretRef'],
  fc: ['lun'],
  azureFile: ['secretNamespace'],
  azureDisk: ['cachingMode', 'fsType', 'readOnly', 'kind'],
  scaleIO: ['secretRef'],
  local: ['fsType'],
  storageos: ['secretRef'],
  csi: ['controllerPublishSecretRef', 'nodeStageSecretRef', 'nodePublishSecretRef', 'controllerExpandSecretRef', 'nodeExpandSecretRef'],
};

/** Map fields (`map[string]string`): their entries are compared as they are; an empty map equals an absent one. */
const MAP_FIELDS = new Set(['volumeAttributes', 'options']);

/**
 * A source as `apiequality.Semantic.DeepEqual` sees it: plain fields at their zero value
 * (false, "", 0), empty lists and empty maps are the same as absent; pointer fields keep
 * an explicit zero value, and a set pointer to a struct compares that struct the same way.
 */
function semantic(value: JsonObject, pointers: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null || v === undefined) continue;
    if (MAP_FIELDS.has(key) && isObject(v)) {
      if (Object.keys(v).length > 0) out[key] = v;
    } else if (isObject(v)) {
      out[key] = semantic(v, []);
    } else if (Array.isArray(v)) {
      if (v.length > 0) out[key] = v;
    } else if (pointers.includes(key) || (v !== false && v !== '' && v !== 0)) {
      out[key] = v;
    }
  }
  return out;
}

function sourceOf(spec: JsonObject): string {
  const out: JsonObject = {};
  for (const k of PV_SOURCE_ORDER) {
    const source = spec[k];
    if (isObject(source)) out[k] = semantic(source, POINTER_FIELDS[k] ?? []);
    else if (isSet(source)) out[k] = source;
  }
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
      classRemoved:
        '`spec.volumeAttributesClassName` changes from "{{old}}" to unset; a set volume attributes class may change but not ' +
        'be removed.',
    },
    docs: {
      description: 'Disallow changes to the source, volume mode and node affinity of a PersistentVolume',
      spec: { doc: 'part3', section: 'PersistentVolume' },
      details: [
        'On update the server refuses any change of the volume source (reported at `spec.persistentvolumesource`), of `volumeMode` ' +
          '(reported at `volumeMode`) and, once set, of `nodeAffinity` (reported at `nodeAffinity`) unless feature gate ' +
          'MutablePVNodeAffinity (alpha, off by default in v1.34) is on. Setting node affinity on a volume that had none is allowed, and ' +
          'so is adding a `controllerExpandSecretRef` to a CSI source that had none.',
        '`volumeAttributesClassName` may change, but not from a value to unset.',
        'The stored volume was defaulted when it was created (reclaim policy Retain, volume mode Filesystem, hostPath type empty, iSCSI ' +
          'interface `default`); the engine defaults both objects before rules compare them, so restating a default is not a change.',
        'The source is compared the way `ValidatePersistentVolumeUpdate` (pkg/apis/core/validation/validation.go, v1.34.1) compares it: ' +
          '`apiequality.Semantic.DeepEqual` over the internal Go types. A plain field at its zero value (`csi.readOnly: false`, ' +
          '`nfs.readOnly: false`, `fsType: ""`, `partition: 0`), an empty list and an empty map equal an absent field, so restating them ' +
          'is not a change. Pointer fields (`azureDisk.readOnly`, `fc.lun`, `hostPath.type`, the `secretRef`s…) differ from absent even ' +
          'at a zero value, as on the server.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    const spec = isObject(ctx.object.spec) ? structuredClone(ctx.object.spec) : {};
    const oldSpec = isObject(ctx.oldObject.spec) ? ctx.oldObject.spec : {};
    if (isObject(spec.csi) && isObject(oldSpec.csi) && !isSet(oldSpec.csi.controllerExpandSecretRef))
      delete spec.csi.controllerExpandSecretRef;
    if (sourceOf(spec) !== sourceOf(oldSpec))
      ctx.report({ messageId: 'source', path: ['spec', 'persistentvolumesource'], reason: 'FieldValueForbidden', at: ['spec'] });
    if (canonical(spec.volumeMode) !== canonical(oldSpec.volumeMode)) {
      ctx.report({
        messageId: 'volumeMode',
        path: ['volumeMode'],
        at: ['spec', 'volumeMode'],
        data: { old: String(oldSpec.volumeMode ?? 'unset'), new: String(spec.volumeMode ?? 'unset') },
      });
    }
    if (
      isSet(oldSpec.nodeAffinity) &&
      !ctx.gate('MutablePVNodeAffinity') &&
      canonical(spec.nodeAffinity) !== canonical(oldSpec.nodeAffinity)
    ) {
      ctx.report({ messageId: 'nodeAffinity', path: ['nodeAffinity'], at: ['spec', 'nodeAffinity'] });
    }
    if (isSet(oldSpec.volumeAttributesClassName) && !isSet(spec.volumeAttributesClassName)) {
      ctx.report({
        messageId: 'classRemoved',
        path: ['spec', 'volumeAttributesClassName'],
        reason: 'FieldValueForbidden',
        at: ['spec'],
        data: { old: String(oldSpec.volumeAttributesClassName) },
      });
    }
  },
});
