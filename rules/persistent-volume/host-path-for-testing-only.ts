import { createRule } from '@plumbline/engine';
import { isObject, isSet } from '../_shared/helpers.js';

export default createRule({
  id: 'persistent-volume/host-path-for-testing-only',
  meta: {
    kinds: ['PersistentVolume'],
    type: 'field',
    severity: 'warning',
    messages: {
      hostPath:
        "`spec.hostPath` makes a volume of one node's directory; hostPath PersistentVolumes are meant for single-node " +
        'development and testing only (use `local` with node affinity, or a CSI driver).',
    },
    docs: {
      description: 'Disallow hostPath PersistentVolumes outside development and testing',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'hostPath' },
      details:
        'The specification says hostPath volumes are only for single-node development and testing: the data lives on whichever ' +
        'node the Pod lands on. The server accepts them without a warning; Plumbline warns. Turn the rule off for development clusters.',
    },
  },
  check(ctx) {
    if (isObject(ctx.object.spec) && isSet(ctx.object.spec.hostPath))
      ctx.report({ messageId: 'hostPath', path: ['spec', 'hostPath'], reason: 'FieldValueInvalid' });
  },
});
