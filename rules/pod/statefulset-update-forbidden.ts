import { createRule, formatPath, type JsonObject } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';
import { firstDifference } from './_update.js';

/** The StatefulSet spec fields `ValidateStatefulSetUpdate` lets an update change. */
const MUTABLE = [
  'replicas',
  'ordinals',
  'template',
  'updateStrategy',
  'revisionHistoryLimit',
  'persistentVolumeClaimRetentionPolicy',
  'minReadySeconds',
];

export default createRule({
  id: 'pod/statefulset-update-forbidden',
  meta: {
    kinds: ['StatefulSet'],
    type: 'transition',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      changed:
        '`{{field}}` changes; updates to a StatefulSet spec may change only {{mutable}} (delete the StatefulSet with ' +
        '`--cascade=orphan` and create it again to change anything else).',
    },
    docs: {
      description: 'Disallow StatefulSet updates that change fields other than those a StatefulSet allows',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`ValidateStatefulSetUpdate`, Kubernetes v1.34): after taking `replicas`, `ordinals`, `template`, ' +
        '`updateStrategy`, `revisionHistoryLimit`, `persistentVolumeClaimRetentionPolicy` and `minReadySeconds` from the stored ' +
        'object, the spec must equal the stored spec, or the update is Forbidden at `spec`. This covers `selector`, `serviceName`, ' +
        '`podManagementPolicy` and `volumeClaimTemplates` (a label a chart stamps on a claim template is a change too). The message ' +
        'names the first field that differs. Compared as `Semantic.DeepEqual` (absent, null and empty lists or maps are the same); ' +
        '`podManagementPolicy` is compared with its default OrderedReady filled in.',
    },
  },
  check(ctx) {
    if (!ctx.oldObject || !isObject(ctx.object.spec) || !isObject(ctx.oldObject.spec)) return;
    const fixed = (spec: JsonObject): JsonObject => {
      const copy: JsonObject = { ...spec };
      for (const key of MUTABLE) delete copy[key];
      // SetDefaults_StatefulSet: an unset policy is stored as OrderedReady.
      if (copy.podManagementPolicy === undefined || copy.podManagementPolicy === null || copy.podManagementPolicy === '') {
        copy.podManagementPolicy = 'OrderedReady';
      }
      return copy;
    };
    const difference = firstDifference(fixed(ctx.object.spec), fixed(ctx.oldObject.spec), ['spec']);
    if (!difference) return;
    const mutable = MUTABLE.map((k) => `\`${k}\``).join(', ');
    ctx.report({ messageId: 'changed', path: ['spec'], data: { field: formatPath(difference), mutable } });
  },
});
