import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'namespace/status-phase-invalid',
  meta: {
    kinds: ['Namespace'],
    type: 'field',
    severity: 'error',
    subresource: 'status',
    messages: {
      notActive: '`status.phase` is "{{phase}}"; it must be `Active` while `metadata.deletionTimestamp` is empty.',
      notTerminating: '`status.phase` is "{{phase}}"; it must be `Terminating` once `metadata.deletionTimestamp` is set.',
    },
    docs: {
      description: 'Enforce Active or Terminating as namespace phase, matching deletionTimestamp',
      spec: { doc: 'part2', section: 'Namespace', field: 'status.phase' },
      details:
        'On an update of the `status` subresource the API server allows only `Active` while `metadata.deletionTimestamp` is empty and ' +
        'only `Terminating` once it is set. An empty phase defaults to `Active` first. An update cannot remove or change a deletion ' +
        'timestamp (the server restores the stored one before validating), so once the stored Namespace has one, `Terminating` is ' +
        'required even if the manifest omits `metadata.deletionTimestamp`. The server reports the path `status.Phase` (capital P), ' +
        'which Plumbline reproduces; the editor points at `status.phase`. On create the server replaces the status ' +
        '(`namespace/status-on-create`); main-resource updates keep the stored status.',
    },
  },
  check(ctx) {
    const phase = str(obj(ctx.object.status).phase) || 'Active';
    // An update never removes or changes a deletion timestamp: the server keeps the stored one.
    const deleting = !!(str(obj(ctx.oldObject?.metadata).deletionTimestamp) || str(obj(ctx.object.metadata).deletionTimestamp));
    if (!deleting && phase !== 'Active')
      ctx.report({ messageId: 'notActive', path: ['status', 'Phase'], at: ['status', 'phase'], data: { phase } });
    if (deleting && phase !== 'Terminating')
      ctx.report({ messageId: 'notTerminating', path: ['status', 'Phase'], at: ['status', 'phase'], data: { phase } });
  },
});
