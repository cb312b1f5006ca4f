import { type KindDefinition, objectReference, s } from '@plumbline/engine';

export const eventSchema = s.object({
  eventTime: s.microTime({ description: 'When the event was first observed; RFC 3339 with exactly six fractional digits. Required.' }),
  series: s.object(
    {
      count: s.int32({ description: 'Occurrences up to the last heartbeat; at least 2.' }),
      lastObservedTime: s.microTime({ description: 'Time of the last heartbeat. Required with `series`.' }),
    },
    { description: 'Repeated occurrences of the event; unset for a single event.' },
  ),
  reportingController: s.string({ description: 'Controller that emitted the event, such as `example.com/my-controller`. Required.' }),
  reportingInstance: s.string({ description: 'ID of the controller instance; at most 128 characters. Required.' }),
  action: s.string({ description: 'Machine-readable action taken or failed; at most 128 characters. Required.' }),
  reason: s.string({ description: 'Why the action was taken; at most 128 characters. Required.' }),
  regarding: {
    ...objectReference,
    description:
      "The object the event is about; its namespace must match the event's (events in " +
      '`default` or `kube-system` may regard cluster-scoped objects).',
  },
  related: { ...objectReference, description: 'Optional secondary object.' },
  note: s.string({ description: 'Human-readable status description; at most 1024 bytes.' }),
  type: s.enumOf(['Normal', 'Warning'], { description: '`Normal` or `Warning`. Required on create.' }),
  deprecatedSource: s.object(
    {
      component: s.string({ description: 'Component that generated the event.' }),
      host: s.string({ description: 'Node name.' }),
    },
    { description: 'Deprecated; must be unset on create.', deprecated: 'deprecatedSource is kept for compatibility with core/v1 events' },
  ),
  deprecatedFirstTimestamp: s.time({
    description: 'Deprecated; must be unset on create.',
    deprecated: 'deprecatedFirstTimestamp is kept ' + 'for compatibility with core/v1 events',
  }),
  deprecatedLastTimestamp: s.time({
    description: 'Deprecated; must be unset on create.',
    deprecated: 'deprecatedLastTimestamp is kept ' + 'for compatibility with core/v1 events',
  }),
  deprecatedCount: s.int32({
    description: 'Deprecated; must be unset on create.',
    deprecated: 'deprecatedCount is kept for compatibility ' + 'with core/v1 events',
  }),
});

export const eventKind: KindDefinition = {
  kind: 'Event',
  group: 'events',
  version: 'v1',
  namespaced: true,
  nameFormat: 'dns1123-subdomain',
  schema: eventSchema,
  removedVersions: ['events.k8s.io/v1beta1'],
  spec: { doc: 'part2', section: 'Event' },
};

/**
 * core/v1 Event, the legacy Event API: its schema is the published one, and the server's legacy
 * Event validation (`legacyValidateEvent`) applies, which several rules of this directory share.
 * Its name is checked only by the generic metadata check of every create (`BeforeCreate`), as
 * a path segment.
 */
export const coreEventKind: KindDefinition = {
  kind: 'Event',
  group: '',
  version: 'v1',
  namespaced: true,
  nameFormat: 'path-segment',
  schema: s.object({}, { open: true }),
  spec: { doc: 'part2', section: 'Event' },
};
