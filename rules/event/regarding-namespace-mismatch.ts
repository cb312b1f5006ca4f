import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';
import { eventFields, hasEventTime } from './_fields.js';

export default createRule({
  id: 'event/regarding-namespace-mismatch',
  meta: {
    kinds: ['events/Event', '/Event'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      mismatch:
        '`{{field}}.namespace` is empty but the Event is in namespace "{{namespace}}"; an Event about a cluster-scoped object ' +
        'must be in `default` or `kube-system`, otherwise set `{{field}}.namespace` to "{{namespace}}".',
      legacyMismatch:
        '`{{field}}.namespace` is "{{regarding}}" but the Event is in namespace "{{namespace}}"; an Event without ' +
        '`eventTime` must be in the namespace of the object it regards.',
      legacyClusterScoped:
        '`{{field}}.namespace` is empty but the Event is in namespace "{{namespace}}"; an Event without `eventTime` ' +
        'about a cluster-scoped object must be in `default`.',
    },
    docs: {
      description: 'Require the namespace of an Event to fit the namespace of the object it regards',
      spec: { doc: 'part2', section: 'Event', field: 'regarding' },
      details:
        "The API server compares the Event's namespace with `regarding.namespace` (reported as `involvedObject.namespace`, the internal " +
        'name of the field; the editor points at `regarding`), with two sets of rules:\n\n' +
        '- For events with `eventTime` ("new" events) it refuses an empty `regarding.namespace` unless the Event itself is in `default` ' +
        "or `kube-system`; a `regarding.namespace` that differs from the Event's namespace is accepted.\n" +
        '- For events without `eventTime` (legacy events, e.g. created through core/v1 and updated through events.k8s.io/v1; a create ' +
        "without `eventTime` is also refused by `event/required-field-missing`) a set `regarding.namespace` must equal the Event's " +
        'namespace, and an empty one is only allowed for an Event in `default`.\n\n' +
        'When the manifest has no `metadata.namespace` the request namespace decides, which Plumbline cannot know, so nothing is ' +
        'reported. A core/v1 Event gets the same checks on `involvedObject.namespace` (`legacyValidateEvent`).',
    },
  },
  check(ctx) {
    const namespace = str(obj(ctx.object.metadata).namespace);
    if (!namespace) return;
    const field = eventFields(ctx.definition).regarding;
    const regarding = str(obj(ctx.object[field]).namespace) ?? '';
    const path = ['involvedObject', 'namespace'];
    if (!hasEventTime(ctx.object)) {
      if (regarding === '' && namespace !== 'default')
        ctx.report({ messageId: 'legacyClusterScoped', path, at: [field], data: { namespace, field } });
      else if (regarding !== '' && regarding !== namespace)
        ctx.report({ messageId: 'legacyMismatch', path, at: [field, 'namespace'], data: { namespace, regarding, field } });
      return;
    }
    if (regarding !== '' || namespace === 'default' || namespace === 'kube-system') return;
    ctx.report({ messageId: 'mismatch', path, at: [field], data: { namespace, field } });
  },
});
