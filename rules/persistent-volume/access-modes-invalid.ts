import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { accessModeProblems } from '../_shared/volume-sources.js';

export default createRule({
  id: 'persistent-volume/access-modes-invalid',
  meta: {
    kinds: ['PersistentVolume'],
    type: 'field',
    severity: 'error',
    messages: {
      accessModesRequired: '`{{path}}` is missing or empty; a PersistentVolume needs at least one access mode.',
      accessModeNotSupported: '`{{path}}` has "{{value}}"; the access modes are {{allowed}}.',
      readWriteOncePodNotAlone: '`{{path}}` combines ReadWriteOncePod with other access modes; ReadWriteOncePod must be the only one.',
    },
    docs: {
      description: 'Require known PersistentVolume access modes, ReadWriteOncePod alone',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'accessModes' },
      details:
        '`spec.accessModes` needs at least one of ReadWriteOnce, ReadOnlyMany, ReadWriteMany and ReadWriteOncePod; ' +
        'ReadWriteOncePod may not be combined with another mode. The server reports unknown values and the combination at ' +
        '`spec.accessModes`.',
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec)) return;
    for (const p of accessModeProblems(spec.accessModes, ['spec', 'accessModes'])) ctx.report(p);
  },
});
