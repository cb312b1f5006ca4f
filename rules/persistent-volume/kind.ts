import type { JsonObject, KindDefinition } from '@plumbline/engine';
import { isObject, isSet } from '../_shared/helpers.js';
import { persistentVolumeSchema } from '../_shared/persistent-volume-schema.js';
import { defaultPersistentSource } from '../_shared/volume-sources.js';

export { PV_PHASES, RECLAIM_POLICIES } from '../_shared/persistent-volume-schema.js';

export function defaultPersistentVolume(object: JsonObject): void {
  if (!isObject(object.spec)) return;
  const spec = object.spec;
  if (!isSet(spec.persistentVolumeReclaimPolicy)) spec.persistentVolumeReclaimPolicy = 'Retain';
  if (!isSet(spec.volumeMode)) spec.volumeMode = 'Filesystem';
  defaultPersistentSource(spec);
}

export const persistentVolumeKind: KindDefinition = {
  kind: 'PersistentVolume',
  group: '',
  version: 'v1',
  namespaced: false,
  nameFormat: 'dns1123-subdomain',
  schema: persistentVolumeSchema,
  hasStatusSubresource: true,
  spec: { doc: 'part3', section: 'PersistentVolume' },
  applyDefaults: defaultPersistentVolume,
};
