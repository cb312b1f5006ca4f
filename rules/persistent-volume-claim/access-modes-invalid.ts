import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { accessModeProblems } from '../_shared/volume-sources.js';

export default createRule({
  id: 'persistent-volume-claim/access-modes-invalid',
  meta: {
    kinds: ['PersistentVolumeClaim'],
    type: 'field',
    severity: 'error',
    messages: {
      accessModesRequired: '`{{path}}` is missing or empty; a PersistentVolumeClaim needs at least one access mode.',
      accessModeNotSupported: '`{{path}}` has "{{value}}"; the access modes are {{allowed}}.',
      readWriteOncePodNotAlone: '`{{path}}` combines ReadWriteOncePod with other access modes; ReadWriteOncePod must be the only one.',
    },
    docs: {
      description: 'Require known claim access modes, ReadWriteOncePod alone',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'accessModes' },
      details:
        '`spec.accessModes` needs at least one of ReadWriteOnce, ReadOnlyMany, ReadWriteMany and ReadWriteOncePod; ' +
        'ReadWriteOncePod may not be combined with another mode. The server reports unknown values and the combination at ' +
        '`spec.accessModes`. The same checks apply to ephemeral volume claim templates (`volume/ephemeral-invalid`).',
    },
  },
  check(ctx) {
    // A claim without a spec is checked as one with an empty spec (the server requires its fields).
    const spec = isObject(ctx.object.spec) ? ctx.object.spec : {};
    for (const p of accessModeProblems(spec.accessModes, ['spec', 'accessModes'])) ctx.report(p);
  },
});
