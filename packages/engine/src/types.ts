/**
 * Shared value types of the Plumbline core. Everything here is plain data so that
 * every gate (CLI, webhook, language server) can serialise it as it is.
 */

export type Severity = 'error' | 'warning' | 'info';

/** 0-based position, the shape LSP uses. */
export interface Position {
  line: number;
  character: number;
}

/** Half-open range [start, end) in 0-based lines and characters. */
export interface Range {
  start: Position;
  end: Position;
}

/**
 * One step of an API field path. A string is a struct field (`spec`), a number an
 * array index (`[0]`), and `{ key }` a map key (`data[my.key]`), exactly the three
 * kinds of step the API server's `field.Path` knows.
 */
export type PathSegment = string | number | { key: string };
export type FieldPath = readonly PathSegment[];

/**
 * The error types of the API server's `field.Error`, as they appear in a Status
 * cause's `reason` and in the conformance cases' `type`.
 */
export type ErrorReason =
  | 'FieldValueInvalid'
  | 'FieldValueRequired'
  | 'FieldValueNotFound'
  | 'FieldValueForbidden'
  | 'FieldValueDuplicate'
  | 'FieldValueNotSupported'
  | 'FieldValueTooLong'
  | 'FieldValueTooMany'
  | 'FieldValueTypeInvalid'
  | 'InternalError';

export type Operation = 'CREATE' | 'UPDATE';

export interface Diagnostic {
  /** Stable rule id, `<kind>/<violation>`, e.g. `service/cluster-ip-on-external-name`. */
  ruleId: string;
  messageId: string;
  severity: Severity;
  message: string;
  /** API field path in the API server's syntax, e.g. `spec.ports[1].nodePort`. Empty for document-level findings. */
  path: string;
  /** The same path as segments, for tools that resolve it again. */
  pathSegments: FieldPath;
  /** The API server's error type for this finding (Status cause `reason`). */
  reason: ErrorReason;
  /** Source range, when the object came from text. */
  range?: Range;
  /** File-absolute [start, end) offsets, when the object came from text. */
  offset?: readonly [number, number];
  /** Index of the source document in its file (0-based), when the object came from text. */
  documentIndex?: number;
  /** Link to the rule's documentation. */
  docsUrl?: string;
  /** Source location when narrower than `path` (see ReportDescriptor.at). */
  at?: FieldPath;
  /** Whether `range` covers the value (default) or the key of the last path step. */
  target?: 'value' | 'key';
  /** Machine-applicable fix, when the fix is unambiguous. */
  fix?: Fix;
  /** Other places that explain the finding (the admission policy that denies an object), with their files. */
  related?: RelatedLocation[];
  /**
   * The Status reason the API server denies the request with, when the finding decides it: an admission policy's
   * validation names its own (`spec.validations[].reason`: Forbidden, Unauthorized, RequestEntityTooLarge, Invalid)
   * and the HTTP code follows it. Unset: `Invalid` (422), field validation's.
   */
  statusReason?: string;
}

/** A place in another resource that a finding refers to (SARIF `relatedLocations`). */
export interface RelatedLocation {
  uri: string | undefined;
  range?: Range;
  message: string;
}

/** A replacement of the value at `path` (or its removal) that resolves the finding. */
export interface Fix {
  description: string;
  path: FieldPath;
  /** `set`: replace the value; `remove`: delete the field; `insert`: add a missing field under its parent. */
  action: 'set' | 'remove' | 'insert';
  value?: unknown;
}

export type JsonObject = { [key: string]: unknown };
