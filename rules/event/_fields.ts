import type { JsonObject, KindDefinition } from '@plumbline/engine';

/**
 * The API server converts an events.k8s.io/v1 Event to its internal (core) form
 * before validating it, so its error paths use the core field names. Each entry maps
 * the server's path name to the field of the manifest.
 */
export const SERVER_NAME_OF: Readonly<Record<string, string>> = {
  regarding: 'involvedObject',
  note: 'message',
  deprecatedSource: 'source',
  deprecatedFirstTimestamp: 'firstTimestamp',
  deprecatedLastTimestamp: 'lastTimestamp',
  deprecatedCount: 'count',
};

/** Whether `eventTime` is set: the server applies the rules of "new" events only then. */
export function hasEventTime(object: JsonObject): boolean {
  return typeof object.eventTime === 'string' && object.eventTime !== '';
}

/**
 * The manifest names of the fields the two Event kinds share (core/v1 Event names them as the
 * server's internal type does): both kinds get the server's legacy Event validation.
 */
export interface EventFields {
  regarding: string;
  note: string;
  reportingController: string;
}

const EVENTS_FIELDS: EventFields = { regarding: 'regarding', note: 'note', reportingController: 'reportingController' };
const CORE_FIELDS: EventFields = { regarding: 'involvedObject', note: 'message', reportingController: 'reportingComponent' };

export function eventFields(definition: Pick<KindDefinition, 'group'>): EventFields {
  return definition.group === '' ? CORE_FIELDS : EVENTS_FIELDS;
}
