import { createRule, type JsonObject, parseQuantity } from '@plumbline/engine';
import { isObject, isSet } from '../_shared/helpers.js';
import { canonical, normalizeDataSources } from '../_shared/volume-sources.js';

function storage(spec: JsonObject): number | undefined {
  const requests = isObject(spec.resources) && isObject(spec.resources.requests) ? spec.resources.requests : {};
  return parseQuantity(requests.storage)?.value;
}

export default createRule({
  id: 'persistent-volume-claim/spec-immutable',
  meta: {
    kinds: ['PersistentVolumeClaim'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      spec:
        "`spec` changes {{fields}}; a claim's spec is immutable after creation except `resources.requests` (of a bound claim), " +
        '`volumeAttributesClassName` and a first `volumeName`.',
      shrink:
        '`spec.resources.requests.storage` shrinks to {{new}}, not above the capacity {{capacity}} in status; a request can only ' +
        'be lowered to recover from a failed expansion, and stays above the actual capacity.',
      volumeMode: '`spec.volumeMode` changes from {{old}} to {{new}}; the volume mode is immutable.',
      classRemoved:
        '`spec.volumeAttributesClassName` changes from "{{old}}" to {{new}} while a class is applied ' +
        '(`status.currentVolumeAttributesClassName` is set); a class may be replaced by another but not removed once applied.',
    },
    docs: {
      description: 'Disallow changes to an existing claim except its storage request and volume attributes class',
      spec: [
        { doc: 'part3', section: 'PersistentVolumeClaim', field: 'resources' },
        { doc: 'part3', section: 'States and transitions' },
      ],
      details: [
        'On update the server compares the specs after setting aside what may change: `volumeName` when the stored claim had none (the ' +
          'binder sets it once), `storageClassName` when the stored claim had none (and no different ' +
          '`volume.beta.<vendor_domain>/storage-class` annotation), `resources.requests.storage` when the claim is Bound, and ' +
          "`volumeAttributesClassName`. Any other difference is refused at `spec`. The server's defaults (volumeMode Filesystem) and " +
          'data source copying are applied to both objects first.',
        'A smaller storage request is allowed only to recover from a failed expansion (feature RecoverVolumeExpansionFailure, GA): the ' +
          'new request must stay above `status.capacity`; otherwise "field can not be less than status.capacity" at ' +
          '`spec.resources.requests.storage`. The specification says a request may not go below the previous value; the server is more ' +
          'lenient and Plumbline follows it.',
        "A change of `volumeMode` is also reported at `volumeMode` (the server's path, without `spec`).",
        '`volumeAttributesClassName` may change from one class to another. In v1.34 it may also be cleared (to unset or empty) as long ' +
          'as no class has been applied yet (`status.currentVolumeAttributesClassName` unset): that is how the state table\'s "reset to ' +
          'the previous value, including null" cancels a Pending or Infeasible modification. Once a class is applied, clearing it is ' +
          'refused. Other moves of the modification state table are made by the controllers and are not checked.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    const spec: JsonObject = isObject(ctx.object.spec) ? structuredClone(ctx.object.spec) : {};
    const oldSpec: JsonObject = isObject(ctx.oldObject.spec) ? ctx.oldObject.spec : {};
    normalizeDataSources(spec, ctx.gate('AnyVolumeDataSource'), ctx.gate('CrossNamespaceVolumeDataSource'), oldSpec);
    const status = isObject(ctx.object.status) ? ctx.object.status : {};
    const oldStatus = isObject(ctx.oldObject.status) ? ctx.oldObject.status : {};

    const newCmp = structuredClone(spec);
    const oldCmp = structuredClone(oldSpec);
    if (!isSet(oldSpec.volumeName) || oldSpec.volumeName === '') oldCmp.volumeName = newCmp.volumeName;
    // A class may be set once on a claim that had none (the upgrade path from the beta annotation).
    const annotationKey = `volume.beta.${ctx.vendor('storage-class')}`;
    const oldMeta = isObject(ctx.oldObject.metadata) ? ctx.oldObject.metadata : {};
    const oldAnnotation = isObject(oldMeta.annotations) ? oldMeta.annotations[annotationKey] : undefined;
    if (
      !isSet(oldSpec.storageClassName) &&
      typeof spec.storageClassName === 'string' &&
      (oldAnnotation === undefined || oldAnnotation === spec.storageClassName)
    ) {
      oldCmp.storageClassName = newCmp.storageClassName;
    }
    if (status.phase === 'Bound' && isObject(newCmp.resources) && isObject(newCmp.resources.requests)) {
      const oldRequests = isObject(oldCmp.resources) && isObject(oldCmp.resources.requests) ? oldCmp.resources.requests : {};
      newCmp.resources.requests.storage = oldRequests.storage;
    }
    delete newCmp.volumeAttributesClassName;
    delete oldCmp.volumeAttributesClassName;
    const changed = Object.keys({ ...newCmp, ...oldCmp }).filter((k) => canonical(newCmp[k]) !== canonical(oldCmp[k]));
    if (changed.length > 0) ctx.report({ messageId: 'spec', path: ['spec'], data: { fields: changed.map((k) => `\`${k}\``).join(', ') } });

    const newSize = storage(spec);
    const oldSize = storage(oldSpec);
    if (newSize !== undefined && oldSize !== undefined && newSize < oldSize) {
      const capacity = isObject(oldStatus.capacity) ? parseQuantity(oldStatus.capacity.storage) : undefined;
      if (newSize <= (capacity?.value ?? 0)) {
        const requests = (spec.resources as JsonObject).requests as JsonObject;
        ctx.report({
          messageId: 'shrink',
          path: ['spec', 'resources', 'requests', 'storage'],
          data: { new: String(requests.storage), capacity: capacity?.text ?? '0' },
        });
      }
    }
    if (canonical(spec.volumeMode) !== canonical(oldSpec.volumeMode)) {
      ctx.report({
        messageId: 'volumeMode',
        path: ['volumeMode'],
        at: ['spec', 'volumeMode'],
        reason: 'FieldValueInvalid',
        data: { old: String(oldSpec.volumeMode ?? 'unset'), new: String(spec.volumeMode ?? 'unset') },
      });
    }
    const oldClass = oldSpec.volumeAttributesClassName;
    const newClass = spec.volumeAttributesClassName;
    const applied = isSet(oldStatus.currentVolumeAttributesClassName);
    if (
      typeof oldClass === 'string' &&
      (!isSet(newClass) || newClass === '') &&
      oldClass !== newClass &&
      applied &&
      ctx.gate('VolumeAttributesClass')
    ) {
      ctx.report({
        messageId: 'classRemoved',
        path: ['spec', 'volumeAttributesClassName'],
        at: ['spec'],
        data: { old: oldClass, new: isSet(newClass) ? 'an empty string' : 'unset' },
      });
    }
  },
});
