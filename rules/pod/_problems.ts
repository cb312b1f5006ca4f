import { formatPath, type ErrorReason, type JsonObject, type PathSegment, type RuleContext } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { POD_SPEC_PATHS } from '../_shared/pod-template.js';

/**
 * One small vocabulary for the pod-spec rules that follow many short server checks: each
 * finding names the field (the server's path), what was found and what is allowed, with the
 * server's error type. The messages are shared so that a rule's findings read alike.
 */
export const PROBLEM_MESSAGES = {
  invalid: '`{{path}}` is {{value}}: {{detail}}.',
  required: '`{{path}}` is required: {{detail}}.',
  forbidden: '`{{path}}` {{detail}}.',
  notSupported: '`{{path}}` is {{value}}; allowed: {{allowed}}.',
  duplicate: '`{{path}}` is {{value}}, a duplicate: {{detail}}.',
  notFound: '`{{path}}` is {{value}}: {{detail}}.',
} as const;

type ProblemId = keyof typeof PROBLEM_MESSAGES;

/** The shared messages a rule reports with (each rule declares only those it uses, and tests each). */
export function problemMessages<K extends ProblemId>(...ids: K[]): Pick<typeof PROBLEM_MESSAGES, K> {
  const out = {} as Pick<typeof PROBLEM_MESSAGES, K>;
  for (const id of ids) out[id] = PROBLEM_MESSAGES[id];
  return out;
}

/** A value as messages show it: strings quoted, the rest as JSON. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (value === undefined) return 'unset';
  return JSON.stringify(value);
}

/**
 * Each report takes the server's path; `at`, when given, is where the finding is shown instead (the
 * server's path may name a field the manifest does not have, such as `spec.securityContext.shareProcessNamespace`).
 */
export interface Problems {
  invalid(path: PathSegment[], value: unknown, detail: string, at?: PathSegment[]): void;
  required(path: PathSegment[], detail: string, at?: PathSegment[]): void;
  forbidden(path: PathSegment[], detail: string, at?: PathSegment[]): void;
  notSupported(path: PathSegment[], value: unknown, allowed: readonly string[], at?: PathSegment[]): void;
  duplicate(path: PathSegment[], value: unknown, detail: string, at?: PathSegment[]): void;
  notFound(path: PathSegment[], value: unknown, detail: string, at?: PathSegment[]): void;
}

/** Reports through `ctx` with the shared messages. */
export function problems(ctx: RuleContext): Problems {
  const report = (
    messageId: keyof typeof PROBLEM_MESSAGES,
    path: PathSegment[],
    reason: ErrorReason,
    data: Record<string, string>,
    at: PathSegment[] | undefined,
  ): void => ctx.report({ messageId, path, reason, data: { path: formatPath(path), ...data }, ...(at ? { at } : {}) });
  return {
    invalid: (path, value, detail, at) => report('invalid', path, 'FieldValueInvalid', { value: shown(value), detail }, at),
    required: (path, detail, at) => report('required', path, 'FieldValueRequired', { detail }, at),
    forbidden: (path, detail, at) => report('forbidden', path, 'FieldValueForbidden', { detail }, at),
    notSupported: (path, value, allowed, at) =>
      report('notSupported', path, 'FieldValueNotSupported', { value: shown(value), allowed: allowed.map((a) => `"${a}"`).join(', ') }, at),
    duplicate: (path, value, detail, at) => report('duplicate', path, 'FieldValueDuplicate', { value: shown(value), detail }, at),
    notFound: (path, value, detail, at) => report('notFound', path, 'FieldValueNotFound', { value: shown(value), detail }, at),
  };
}

/**
 * The metadata of the pod (template) whose spec is at `specPath`: `metadata` of a Pod, `…template.metadata` of the
 * rest. `serverPath` is where the server reports its fields: a template's metadata is embedded, so its annotations
 * are `spec.template.annotations`, not `spec.template.metadata.annotations`.
 */
export function podMetadataOf(
  object: JsonObject,
  kind: string,
): { metadata: JsonObject; path: PathSegment[]; serverPath: PathSegment[] } | undefined {
  const specPath = POD_SPEC_PATHS[kind];
  if (!specPath) return undefined;
  const path = [...specPath.slice(0, -1), 'metadata'];
  const serverPath = kind === 'Pod' ? path : specPath.slice(0, -1);
  let value: unknown = object;
  for (const step of path) {
    if (!isObject(value)) return undefined;
    value = value[step];
  }
  return { metadata: isObject(value) ? value : {}, path, serverPath };
}

/** A number the server reads as an integer (YAML integers arrive as JS numbers). */
export function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** `IsValidUserID` / `IsValidGroupID`: 0 to 2147483647. */
export const MAX_ID = 2147483647;
