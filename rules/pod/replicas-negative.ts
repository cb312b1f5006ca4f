import { createRule, formatPath } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';

export default createRule({
  id: 'pod/replicas-negative',
  meta: {
    kinds: ['ReplicationController', 'Deployment', 'ReplicaSet', 'StatefulSet'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      negative: '`{{path}}` is {{value}}; a replica count is zero or more.',
    },
    docs: {
      description: 'Disallow a negative replica count',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`ValidateNonnegativeField` on `spec.replicas` in `ValidateReplicationControllerSpec`, ' +
        '`ValidateDeploymentSpec`, `ValidateReplicaSetSpec` and `ValidateStatefulSetSpec`, Kubernetes v1.34): ' +
        '`spec.replicas` is zero or more; unset, it defaults to 1.',
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec) || typeof spec.replicas !== 'number' || spec.replicas >= 0) return;
    const path = ['spec', 'replicas'];
    ctx.report({ messageId: 'negative', path, data: { path: formatPath(path), value: spec.replicas } });
  },
});
