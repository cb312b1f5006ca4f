import type { JsonObject } from '@plumbline/engine';

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
