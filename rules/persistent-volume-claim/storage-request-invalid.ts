import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { storageRequestProblems } from '../_shared/volume-sources.js';

export default createRule({
  id: 'persistent-volume-claim/storage-request-invalid',
  meta: {
    kinds: ['PersistentVolumeClaim'],
    type: 'field',
    severity: 'error',
    messages: {
      storageRequired: '`{{path}}` is missing; a PersistentVolumeClaim requests its size as `resources.requests.storage`.',
      storageNotPositive: '`{{path}}` is {{value}}; the requested storage must be greater than zero.',
    },
    docs: {
      description: 'Require a positive storage request in a claim',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'resources' },
      details:
        '`spec.resources.requests.storage` is required and greater than zero. The server reports both at ' +
        '`spec.resources[storage]` (without `requests`). A malformed quantity is refused earlier, while decoding (`schema/invalid-type`).',
    },
  },
  check(ctx) {
    // A claim without a spec is checked as one with an empty spec (the server requires its fields).
    const spec = isObject(ctx.object.spec) ? ctx.object.spec : {};
    for (const p of storageRequestProblems(spec, ['spec'])) ctx.report(p);
  },
});
