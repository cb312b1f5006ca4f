import { createRule } from '@plumbline/core/rule';
import { obj, str } from '../_shared/helpers.js';
import { hasEventTime } from './_fields.js';

export default createRule({
  id: 'event/regarding-namespace-mismatch',
  meta: {
    kinds: ['Event'],
    type: 'cross-field',
    severity: 'error',
    messages: { mismatch: '`regarding.namespace` is empty but the Event is in namespace "{{namespace}}"; an Event about a cluster-scoped object must be in `default` or `kube-system`, otherwise set `regarding.namespace` to "{{namespace}}".' },
    docs: {
      description: 'Require an Event about a cluster-scoped object to live in default or kube-system',
      spec: { doc: 'part2', section: 'Event', field: 'regarding' },
      details:
        'For events with `eventTime` the API server refuses an empty `regarding.namespace` unless the Event itself is in `default` or `kube-system` (it reports `involvedObject.namespace`, the internal name of the field). When the manifest has no `metadata.namespace` the request namespace decides, which Plumbline cannot know, so nothing is reported.',
    },
  },
  check(ctx) {
    if (!hasEventTime(ctx.object)) return;
    const namespace = str(obj(ctx.object.metadata).namespace);
    if (!namespace || namespace === 'default' || namespace === 'kube-system') return;
    if (str(obj(ctx.object.regarding).namespace)) return;
    ctx.report({ messageId: 'mismatch', path: ['involvedObject', 'namespace'], at: ['regarding'], data: { namespace } });
  },
});
