import { createRule, type ErrorReason, type JsonObject, type PathSegment } from '@plumbline/engine';
import { isObject, isSet, obj, pathText, spec } from '../_shared/helpers.js';
import {
  accessModeProblems,
  checkCsi,
  checkFc,
  checkFlexVolume,
  checkHostPath,
  checkIscsi,
  checkNfs,
  cleanPath,
  forbidden,
  noBacksteps,
  persistentSources,
  required,
  type Problem,
} from '../_shared/volume-sources.js';

const INLINE = 'is not allowed in an inline volume spec';

/**
 * This rule's message for a problem the PersistentVolume source checks find, by the
 * server's error type: the checks are those of `volume/*-invalid`, whose messages are
 * written for Pod volumes and PersistentVolumes; here the server's own detail says what is wrong.
 */
const SOURCE_MESSAGE: Partial<Record<ErrorReason, string>> = {
  FieldValueRequired: 'sourceFieldRequired',
  FieldValueInvalid: 'sourceFieldInvalid',
  FieldValueNotSupported: 'sourceFieldNotSupported',
  FieldValueTooLong: 'sourceFieldInvalid',
};

function sourceProblem(p: Problem): Problem {
  return { ...p, messageId: SOURCE_MESSAGE[p.reason] ?? 'sourceFieldInvalid' };
}

/** Checks of the sources the server validates inside an inline spec (the same as for a PersistentVolume named ""). */
const SOURCE_CHECKS: Record<string, (src: JsonObject, path: PathSegment[]) => Problem[]> = {
  hostPath: checkHostPath,
  nfs: checkNfs,
  iscsi: (src, path) => checkIscsi(src, path, true, ''),
  fc: checkFc,
  flexVolume: checkFlexVolume,
  csi: (src, path) => checkCsi(src, path, true),
  local: (src, path) => {
    const p = typeof src.path === 'string' ? src.path : '';
    return p === '' ? [required('pathRequired', [...path, 'path'])] : noBacksteps(p, [...path, 'path']);
  },
};

/** What the server reports for `spec.source.inlineVolumeSpec`, a PersistentVolumeSpec validated in its inline form. */
export function inlineVolumeSpecProblems(pv: JsonObject, base: PathSegment[]): Problem[] {
  const at = (...rest: PathSegment[]): PathSegment[] => [...base, ...rest];
  const out: Problem[] = [];
  if (isSet(pv.claimRef)) out.push(forbidden('fieldForbidden', at('claimRef'), INLINE));
  if (isObject(pv.capacity) && Object.keys(pv.capacity).length > 0) out.push(forbidden('fieldForbidden', at('capacity'), INLINE));
  if (!isSet(pv.csi)) out.push(required('csiRequired', at('csi')));
  out.push(...accessModeProblems(pv.accessModes, at('accessModes')));
  const policy = pv.persistentVolumeReclaimPolicy;
  if (typeof policy === 'string' && policy !== '' && policy !== 'Retain') {
    out.push({
      ...forbidden('reclaimPolicyNotRetain', at('persistentVolumeReclaimPolicy'), INLINE),
      data: { path: pathText(at('persistentVolumeReclaimPolicy')), value: policy },
    });
  }
  if (isSet(pv.nodeAffinity)) out.push(forbidden('fieldForbidden', at('nodeAffinity'), INLINE));
  const { validated, refused } = persistentSources(pv);
  for (const source of validated) {
    const check = SOURCE_CHECKS[source];
    if (check && isObject(pv[source])) out.push(...check(pv[source] as JsonObject, at(source)).map(sourceProblem));
    // A local source needs node affinity, which an inline spec cannot carry.
    if (source === 'local') out.push(required('localNodeAffinity', at('nodeAffinity')));
  }
  for (const k of refused) {
    // The server names a refused cephfs source `cephFS` in its path.
    out.push({
      ...forbidden('extraSource', at(k === 'cephfs' ? 'cephFS' : k), 'may not specify more than 1 volume type'),
      ...(k === 'cephfs' ? { at: at(k) } : {}),
    });
  }
  if (validated.length === 0) out.push({ messageId: 'noSource', path: base, reason: 'FieldValueRequired', data: {} });
  if (policy === 'Recycle' && isObject(pv.hostPath) && typeof pv.hostPath.path === 'string' && cleanPath(pv.hostPath.path) === '/') {
    out.push(forbidden('recycleRoot', at('persistentVolumeReclaimPolicy'), "may not be 'recycle' for a hostPath mount of '/'"));
  }
  if (typeof pv.storageClassName === 'string' && pv.storageClassName !== '')
    out.push(forbidden('fieldForbidden', at('storageClassName'), INLINE));
  if (typeof pv.volumeMode === 'string' && pv.volumeMode !== 'Filesystem') {
    out.push({
      ...forbidden('volumeModeNotFilesystem', at('volumeMode'), INLINE),
      data: { path: pathText(at('volumeMode')), value: pv.volumeMode },
    });
  }
  return out;
}

export default createRule({
  id: 'volume-attachment/inline-volume-spec-invalid',
  meta: {
    kinds: ['VolumeAttachment'],
    type: 'field',
    severity: 'error',
    messages: {
      fieldForbidden: '`{{path}}` is set; an inline volume spec may not carry it.',
      csiRequired: '`{{path}}` is missing; an inline volume spec needs a CSI source.',
      accessModesRequired: '`{{path}}` is missing or empty; an inline volume spec needs at least one access mode.',
      accessModeNotSupported: '`{{path}}` has "{{value}}"; the access modes are {{allowed}}.',
      readWriteOncePodNotAlone: '`{{path}}` combines ReadWriteOncePod with other access modes; ReadWriteOncePod must be the only one.',
      reclaimPolicyNotRetain: '`{{path}}` is "{{value}}"; an inline volume spec only allows Retain.',
      recycleRoot: "`{{path}}` is Recycle for a hostPath volume at `/`; recycling would wipe the node's root directory.",
      volumeModeNotFilesystem: '`{{path}}` is "{{value}}"; an inline volume spec only allows Filesystem.',
      localNodeAffinity: '`{{path}}` is missing; a local volume requires node affinity, which an inline volume spec cannot carry.',
      extraSource: '`{{path}}` is a second volume source; an inline volume spec takes exactly one.',
      sourceFieldRequired: '`{{path}}` is missing or empty; the volume source of an inline volume spec requires it.',
      sourceFieldInvalid: '`{{path}}` is "{{value}}", which the server refuses in the volume source of an inline volume spec ({{detail}}).',
      sourceFieldNotSupported: '`{{path}}` is "{{value}}"; the volume source of an inline volume spec allows {{allowed}}.',
      noSource: '`spec.source.inlineVolumeSpec` sets no volume source; an inline volume spec needs exactly one, a `csi` source.',
    },
    docs: {
      description: 'Enforce the inline form of a PersistentVolumeSpec in `spec.source.inlineVolumeSpec`',
      spec: { doc: 'part3', section: 'VolumeAttachment', field: 'spec.source' },
      details: [
        "`spec.source.inlineVolumeSpec` is a PersistentVolumeSpec that the attach/detach controller converts from a Pod's inline volume " +
          'for CSI migration. The server validates it only when `persistentVolumeName` is not also set (that case is ' +
          '`volume-attachment/source-invalid`), and then as the spec of a PersistentVolume in its inline form:',
        '',
        '- `claimRef`, a non-empty `capacity`, `nodeAffinity` and a non-empty `storageClassName` are forbidden;',
        '- a `csi` source is required, and `accessModes` needs at least one known mode (ReadWriteOncePod alone);',
        '- `persistentVolumeReclaimPolicy`, when set, may only be Retain, and `volumeMode`, when set, only Filesystem;',
        "- the sources are checked as for a PersistentVolume: the first one set (in the server's order) is validated, any flexVolume " +
          'too, later ones are refused at their own path; no source at all is a missing value at `spec.source.inlineVolumeSpec`. The ' +
          'source checks are the ones of `volume/csi-invalid`, `volume/host-path-invalid`, `volume/nfs-invalid`, `volume/iscsi-invalid` ' +
          '(with an empty volume name), `volume/fc-invalid`, `volume/flex-volume-invalid` and `persistent-volume/local-invalid`; a local ' +
          'source also needs node affinity, which the inline form forbids, so it is always refused.',
        '',
        'The server does not default an inline spec as it defaults a PersistentVolume object (no Retain, no Filesystem filled in), so ' +
          'unset reclaim policy and volume mode are accepted. It validates `volumeAttributesClassName` of an inline spec with its ' +
          'options off, so Plumbline does not check it either.',
      ].join('\n'),
    },
  },
  check(ctx) {
    const source = obj(spec(ctx).source);
    if (isSet(source.persistentVolumeName) || !isObject(source.inlineVolumeSpec)) return;
    for (const p of inlineVolumeSpecProblems(source.inlineVolumeSpec, ['spec', 'source', 'inlineVolumeSpec'])) ctx.report(p);
  },
});
