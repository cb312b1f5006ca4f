import { createRule } from '@plumbline/engine';

export default createRule({
  id: 'event/type-invalid',
  meta: {
    kinds: ['events/Event'],
    type: 'field',
    severity: 'error',
    operations: ['CREATE'],
    messages: { invalid: '`type` is "{{type}}"; a new Event must have type `Normal` or `Warning`.' },
    docs: {
      description: 'Enforce Normal or Warning as the type of a new Event',
      spec: { doc: 'part2', section: 'Event', field: 'type' },
      details:
        'When an Event is created through events.k8s.io/v1 the API server requires `type` to be exactly `Normal` or `Warning` (a missing ' +
        'type is refused too), as `FieldValueInvalid`. On update `type` is only immutable (`event/field-immutable`).',
    },
  },
  check(ctx) {
    const type = ctx.object.type;
    if (type === 'Normal' || type === 'Warning') return;
    ctx.report({ messageId: 'invalid', path: ['type'], data: { type: typeof type === 'string' ? type : '' } });
  },
});
