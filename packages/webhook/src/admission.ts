/**
 * The admission decision, without any I/O: an AdmissionReview in, an AdmissionReview
 * out. The server (server.ts) adds HTTP, TLS, metrics and logs around it.
 */
import { getEngine, type Diagnostic, type JsonObject, type ValidateOptions } from '@plumbline/core';
import type { WebhookSettings } from './config.js';
import { policyDiagnostics } from './policies.js';

export const REVIEW_VERSIONS = ['admission.k8s.io/v1', 'admission.k8s.io/v1beta1'] as const;
export type ReviewApiVersion = (typeof REVIEW_VERSIONS)[number];

/** The subset of `AdmissionRequest` the webhook reads. */
export interface AdmissionRequest {
  uid: string;
  kind?: { group?: string; version?: string; kind?: string };
  resource?: { group?: string; version?: string; resource?: string };
  subResource?: string;
  name?: string;
  namespace?: string;
  operation: string;
  object?: unknown;
  oldObject?: unknown;
  dryRun?: boolean;
}

export interface StatusCause {
  field: string;
  message: string;
  reason: string;
}

export interface AdmissionStatus {
  metadata: Record<string, never>;
  status: 'Failure';
  code: number;
  /** `Invalid`, or the reason an admission policy's validation names. */
  reason: string;
  message: string;
  details: { name: string; group: string; kind: string; causes: StatusCause[] };
}

export interface AdmissionResponse {
  uid: string;
  allowed: boolean;
  status?: AdmissionStatus;
  warnings?: string[];
  auditAnnotations?: Record<string, string>;
}

export interface AdmissionReviewOut {
  apiVersion: ReviewApiVersion;
  kind: 'AdmissionReview';
  response: AdmissionResponse;
}

/** Why a review was decided the way it was; also the `decision` label of the metrics. */
export type Decision =
  | 'allowed' // checked, nothing to report
  | 'denied' // errors, enforce mode
  | 'warned' // allowed with warnings (warnings found, or errors in warn mode)
  | 'audited' // allowed; findings only in audit annotations (audit mode)
  | 'exempt' // namespace exempt
  | 'skipped'; // operation, subresource or kind Plumbline does not check

export interface DecisionResult {
  review: AdmissionReviewOut;
  decision: Decision;
  /** Checked kind, or `other`. Bounded: used as a metric label. */
  kindLabel: string;
  operation: string;
  ruleIds: string[];
  diagnostics: Diagnostic[];
  request: AdmissionRequest;
}

export class BadReview extends Error {}

/** The operations an AdmissionRequest can carry; any other value is labelled `other` in the metrics. */
export const OPERATION_LABELS = ['CREATE', 'UPDATE', 'DELETE', 'CONNECT', 'other'] as const;
export type OperationLabel = (typeof OPERATION_LABELS)[number];

/** The `operation` metric label: one of a fixed set, never the value as sent. */
export function operationLabel(operation: string): OperationLabel {
  return (OPERATION_LABELS as readonly string[]).includes(operation) && operation !== 'other' ? (operation as OperationLabel) : 'other';
}

/** Longest part of a request value (a kind, a name, an operation…) copied into an answer or a log line. */
export const ECHO_MAX = 256;

/**
 * A request value cut to `max` characters for an answer or a log line: what the caller
 * sent is not under our control, and a megabyte `kind` must not become a megabyte log line.
 */
export function clip(value: string, max: number = ECHO_MAX): string {
  return value.length <= max ? value : `${value.slice(0, max)}…(${value.length - max} more characters)`;
}

/** `JSON.stringify` of a request value, cut to `max` characters first. */
export function quote(value: unknown, max: number = ECHO_MAX): string {
  if (typeof value === 'string') return JSON.stringify(clip(value, max));
  let text: string;
  try {
    text = JSON.stringify(value ?? null) ?? String(value);
  } catch {
    // A value nested too deep for JSON.stringify: say what it is instead.
    text = Array.isArray(value) ? 'an array' : typeof value;
  }
  return clip(text, max);
}

/**
 * The deepest nesting of objects and arrays the webhook validates. The API server decodes
 * JSON nested up to 10,000 levels; the rules copy and compare objects recursively, which
 * overflows the stack somewhere between 2,000 and 7,000 levels depending on the kind, so a
 * deeper object is denied with a clear message before any rule runs. Real objects are a few
 * dozen levels deep.
 */
export const MAX_OBJECT_DEPTH = 1000;

/**
 * Depth of nested objects and arrays in `value` (a scalar is 0, `{}` is 1), counted without
 * recursion; stops counting once it passes `limit`.
 */
export function nestingDepth(value: unknown, limit: number = MAX_OBJECT_DEPTH): number {
  if (value === null || typeof value !== 'object') return 0;
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    const children = Array.isArray(node) ? node : Object.values(node as object);
    for (const child of children) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The rule of an object the webhook does not validate because of its nesting (rules/manifest/nesting-too-deep.ts). */
export const NESTING_RULE_ID = 'manifest/nesting-too-deep';

function nestingTooDeep(which: string, options: ValidateOptions): Diagnostic[] {
  const made = getEngine().diagnostic(
    NESTING_RULE_ID,
    { messageId: 'tooDeep', path: [], data: { which, limit: MAX_OBJECT_DEPTH } },
    options,
  );
  return made ? [made] : [];
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the shape of a parsed body. Throws BadReview with a one-line reason when it
 * is not an AdmissionReview the webhook can answer.
 */
export function parseReview(body: unknown): { apiVersion: ReviewApiVersion; request: AdmissionRequest } {
  if (!isObject(body)) throw new BadReview('body is not a JSON object');
  if (body.kind !== 'AdmissionReview') throw new BadReview(`kind is ${quote(body.kind)}, expected "AdmissionReview"`);
  const apiVersion = body.apiVersion;
  if (typeof apiVersion !== 'string' || !(REVIEW_VERSIONS as readonly string[]).includes(apiVersion)) {
    throw new BadReview(`apiVersion ${quote(apiVersion)} is not served; use admission.k8s.io/v1 or admission.k8s.io/v1beta1`);
  }
  const request = body.request;
  if (!isObject(request)) throw new BadReview('request is missing');
  if (typeof request.uid !== 'string' || request.uid === '') throw new BadReview('request.uid is missing');
  if (typeof request.operation !== 'string' || request.operation === '') throw new BadReview('request.operation is missing');
  return { apiVersion: apiVersion as ReviewApiVersion, request: request as unknown as AdmissionRequest };
}

export type ValidateFn = (object: unknown, options: ValidateOptions) => Diagnostic[];
/** Tells whether Plumbline checks the kind of an object; returns the kind's API group when it does. */
export type ResolveFn = (object: unknown, options: ValidateOptions) => { kind: string; group: string } | undefined;

/** The API server's limits on warnings of one response (see k8s.io/apiserver's warning recorder). */
export const WARNING_LIMITS = { total: 4096, each: 256 } as const;

/**
 * Makes one warning line the API server will keep: no control characters (it drops
 * such warnings silently), no line breaks, at most `max` characters.
 */
export function sanitizeWarning(text: string, max: number = WARNING_LIMITS.each): string {
  // eslint-disable-next-line no-control-regex
  let line = text
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (line.length > max) line = `${line.slice(0, max - 3).trimEnd()}...`;
  return line;
}

/**
 * Fits warnings into the budget the API server keeps: each at most 256 characters,
 * 4096 in all; the ones that do not fit are replaced by one closing line that
 * counts them. Duplicates are dropped (the server does the same).
 */
export function fitWarnings(lines: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  let total = 0;
  const unique = lines.map((l) => sanitizeWarning(l)).filter((l) => l !== '' && !seen.has(l) && (seen.add(l), true));
  for (let i = 0; i < unique.length; i += 1) {
    const line = unique[i]!;
    const rest = unique.length - i - 1;
    // Keep room for the closing line whenever more lines follow.
    const reserve = rest > 0 ? 80 : 0;
    if (total + line.length + reserve > WARNING_LIMITS.total) {
      out.push(`plumbline: ${unique.length - i} more findings not shown (warning size limit)`);
      return out;
    }
    out.push(line);
    total += line.length;
  }
  return out;
}

/*
 * Audit annotation keys are fixed (`plumbline-rules`, `plumbline-errors`, …): the API
 * server prefixes them with the webhook name, so a key must be a qualified-name part of
 * at most 63 characters without `/`. Values are kept short.
 */
const ANNOTATION_VALUE_MAX = 2048;

function annotationValue(value: string): string {
  return value.length > ANNOTATION_VALUE_MAX ? `${value.slice(0, ANNOTATION_VALUE_MAX - 3)}...` : value;
}

/** `Kind` for the core group, `Kind.group` otherwise: how the API server names a kind in messages. */
function qualifiedKind(kind: string, group: string): string {
  return group === '' ? kind : `${kind}.${group}`;
}

/** A finding's message without the leading "`<its own field>` ", for display after `<field>: `. */
export function afterField(d: Pick<Diagnostic, 'path' | 'message'>): string {
  const head = `\`${d.path}\` `;
  return d.path !== '' && d.message.startsWith(head) ? d.message.slice(head.length) : d.message;
}

/** Longest message of one cause: a message can quote a value of the object. */
export const CAUSE_MESSAGE_MAX = 1024;

/**
 * The HTTP code of a ValidatingAdmissionPolicy denial's Status reason, as the server maps it (`reasonToCode`,
 * k8s.io/apiserver/pkg/admission/plugin/policy/validating, v1.34.1): a reason it does not list gets 422.
 */
export function statusCodeOf(reason: string): number {
  return STATUS_CODES.get(reason) ?? 422;
}

const STATUS_CODES: ReadonlyMap<string, number> = new Map([
  ['Forbidden', 403],
  ['Unauthorized', 401],
  ['RequestEntityTooLarge', 413],
  ['Invalid', 422],
]);

/** The Status the API server returns for an invalid object (HTTP 422, reason Invalid). */
export function invalidStatus(kind: string, group: string, name: string, errors: readonly Diagnostic[]): AdmissionStatus {
  // kubectl prints each cause as `<field>: <message>`: a message that opens with its own field would name it twice.
  const causes = errors.map((d) => ({
    field: clip(d.path, CAUSE_MESSAGE_MAX),
    message: clip(afterField(d), CAUSE_MESSAGE_MAX),
    reason: d.reason,
  }));
  const parts = causes.map((c) => (c.field === '' ? c.message : `${c.field}: ${c.message}`));
  const list = parts.length === 1 ? parts[0]! : `[${parts.join(', ')}]`;
  return {
    metadata: {},
    status: 'Failure',
    code: 422,
    reason: 'Invalid',
    message: `${qualifiedKind(kind, group)} "${name}" is invalid: ${list}`,
    details: { name, group, kind, causes },
  };
}

function warningLine(d: Diagnostic): string {
  return d.path === '' ? `${d.ruleId}: ${d.message}` : `${d.ruleId}: ${d.path}: ${d.message}`;
}

function objectName(request: AdmissionRequest, object: unknown): string {
  if (typeof request.name === 'string' && request.name !== '') return clip(request.name);
  const meta = isObject(object) ? object.metadata : undefined;
  if (isObject(meta)) {
    if (typeof meta.name === 'string' && meta.name !== '') return clip(meta.name);
    // Like the server on create with generateName: the name is not known yet.
    if (typeof meta.generateName === 'string') return clip(meta.generateName);
  }
  return '';
}

/**
 * Decides one AdmissionRequest. `settings` carries the enforcement mode, namespace
 * exemptions and the validate options of the configuration file.
 */
export function decide(
  apiVersion: ReviewApiVersion,
  request: AdmissionRequest,
  settings: WebhookSettings,
  validate: ValidateFn,
  resolve: ResolveFn,
): DecisionResult {
  const operation = request.operation;
  const response: AdmissionResponse = { uid: request.uid, allowed: true };
  const result: DecisionResult = {
    review: { apiVersion, kind: 'AdmissionReview', response },
    decision: 'allowed',
    kindLabel: 'other',
    operation,
    ruleIds: [],
    diagnostics: [],
    request,
  };
  const skip = (why: string): DecisionResult => {
    result.decision = 'skipped';
    response.auditAnnotations = { 'plumbline-skipped': why };
    return result;
  };

  if (operation !== 'CREATE' && operation !== 'UPDATE') return skip(`operation ${clip(operation)}`);
  const subresource = request.subResource ?? '';
  if (subresource !== '' && subresource !== 'status') return skip(`subresource ${clip(String(subresource))}`);
  const object = request.object;
  if (!isObject(object)) throw new BadReview(`request.object is missing for ${operation}`);
  if (operation === 'UPDATE' && !isObject(request.oldObject)) throw new BadReview('request.oldObject is missing for UPDATE');

  const options: ValidateOptions = { ...settings.validateOptions };
  if (operation === 'UPDATE') {
    options.operation = 'UPDATE';
    options.oldObject = request.oldObject as JsonObject;
    if (subresource === 'status') options.subresource = 'status';
  } else {
    options.operation = 'CREATE';
  }

  const resolved = resolve(object, options);
  if (!resolved) return skip('kind not checked');
  result.kindLabel = resolved.kind;

  const namespace = request.namespace ?? '';
  if (namespace !== '' && settings.exemptNamespaces.includes(namespace)) {
    result.decision = 'exempt';
    response.auditAnnotations = { 'plumbline-exempt': `namespace ${namespace}` };
    return result;
  }

  // The rules recurse: an object nested deeper than they can follow is denied before they run.
  let diagnostics: Diagnostic[];
  let policyFindings: Diagnostic[] = [];
  if (nestingDepth(object) > MAX_OBJECT_DEPTH) {
    diagnostics = nestingTooDeep('The object', options);
  } else if (operation === 'UPDATE' && nestingDepth(request.oldObject) > MAX_OBJECT_DEPTH) {
    diagnostics = nestingTooDeep('The stored object (oldObject)', options);
  } else {
    diagnostics = validate(object, options);
    // The cluster's admission policies of the configuration, when it names any.
    if (settings.policies?.length) {
      const old = operation === 'UPDATE' && subresource === '' ? (request.oldObject as JsonObject) : undefined;
      if (subresource === '') {
        policyFindings = policyDiagnostics(object, old, request.namespace ?? '', settings.policies, options);
        diagnostics = [...diagnostics, ...policyFindings];
      }
    }
  }
  result.diagnostics = diagnostics;
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const warnings = diagnostics.filter((d) => d.severity === 'warning');
  const fired = [...new Set([...errors, ...warnings].map((d) => d.ruleId))];
  result.ruleIds = fired;
  if (fired.length === 0) return result;

  const mode = settings.mode;
  const annotations: Record<string, string> = { 'plumbline-rules': annotationValue(fired.join(',')) };
  if (errors.length > 0) {
    annotations['plumbline-errors'] = annotationValue([...new Set(errors.map((d) => d.ruleId))].join(','));
    annotations['plumbline-verdict'] = mode === 'enforce' ? 'denied' : 'would-deny';
  }
  annotations['plumbline-mode'] = mode;
  response.auditAnnotations = annotations;

  if (mode === 'audit') {
    result.decision = 'audited';
    return result;
  }
  let warningSource = warnings;
  if (mode === 'enforce' && errors.length > 0) {
    response.allowed = false;
    response.status = invalidStatus(resolved.kind, resolved.group, objectName(request, object), errors);
    // The server validates the object's fields before the admission policies run: only a request that passes them
    // is denied by a policy, with the Status reason (and HTTP code) of the first denying validation.
    const policyErrors = policyFindings.filter((d) => d.severity === 'error');
    if (policyErrors.length === errors.length) {
      const reason = policyErrors[0]!.statusReason ?? 'Invalid';
      response.status.reason = reason;
      response.status.code = statusCodeOf(reason);
    }
    result.decision = 'denied';
  } else {
    // warn mode: errors are reported as warnings, first.
    warningSource = [...errors, ...warnings];
    result.decision = 'warned';
  }
  const lines = fitWarnings(warningSource.map(warningLine));
  if (lines.length > 0) response.warnings = lines;
  return result;
}
