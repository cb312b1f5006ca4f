import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'metadata/field-immutable',
  meta: {
    kinds: ['*'],
    type: 'transition',
    severity: 'error',
    messages: {
      immutable: '`metadata.{{field}}` is "{{value}}" but the stored object has "{{old}}"; it cannot change after creation.',
      deletionSet: '`metadata.{{field}}` is set but the stored object has none; only a delete request sets it.',
    },
    docs: {
      description: 'Disallow changes to metadata.name, namespace, uid and the deletion fields on update',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'On update the server first copies from the stored object what a request may leave out (`BeforeUpdate`): the `uid` when none is ' +
        'given, `creationTimestamp` always, `generation` always, and the deletion timestamp and grace period once set. Then ' +
        '`ValidateObjectMetaUpdate` refuses a changed `name`, `namespace` or `uid`, and a `deletionTimestamp` or ' +
        '`deletionGracePeriodSeconds` that the stored object does not have ("field is immutable"). A different `creationTimestamp` or ' +
        '`generation` in the manifest is therefore replaced, not refused, and `generateName` may change freely (it is used on create ' +
        'only).',
    },
  },
  check(ctx) {
    // Reviews and Binding are not stored objects; the server does not validate their metadata.
    if (!ctx.oldObject || ctx.definition.validatesObjectMeta === false) return;
    const meta = obj(ctx.object.metadata);
    const old = obj(ctx.oldObject.metadata);
    for (const field of ['name', 'namespace', 'uid'] as const) {
      const value = str(meta[field]);
      const stored = str(old[field]) ?? '';
      // An empty uid takes the stored one; name and namespace come from the request when unset.
      if (!value || value === stored) continue;
      // A namespace on a cluster-scoped kind is cleared (metadata/namespace-on-cluster-scoped warns about it).
      if (field === 'namespace' && !ctx.definition.namespaced) continue;
      ctx.report({ messageId: 'immutable', path: ['metadata', field], data: { field, value, old: stored } });
    }
    // Once the stored object has a deletion timestamp, the server keeps it whatever the request says.
    if (str(meta.deletionTimestamp) && !str(old.deletionTimestamp)) {
      ctx.report({ messageId: 'deletionSet', path: ['metadata', 'deletionTimestamp'], data: { field: 'deletionTimestamp' } });
    }
    const grace = meta.deletionGracePeriodSeconds;
    const storedGrace = old.deletionGracePeriodSeconds;
    if (typeof grace === 'number' && storedGrace === undefined)
      ctx.report({
        messageId: 'deletionSet',
        path: ['metadata', 'deletionGracePeriodSeconds'],
        data: { field: 'deletionGracePeriodSeconds' },
      });
    else if (typeof grace === 'number' && typeof storedGrace === 'number' && grace !== storedGrace) {
      ctx.report({
        messageId: 'immutable',
        path: ['metadata', 'deletionGracePeriodSeconds'],
        data: { field: 'deletionGracePeriodSeconds', value: grace, old: storedGrace },
      });
    }
  },
});
