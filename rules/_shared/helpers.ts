import { type FieldPath, formatPath, type JsonObject, type PathSegment, type RuleContext } from '@plumbline/engine';

/** Small readers over plain objects, so that rules stay short and never throw on odd shapes. */

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function obj(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/** `spec` of the validated object, or `{}`. */
export function spec(ctx: RuleContext): JsonObject {
  return obj(ctx.object.spec);
}

/** Value present and not null (the API server treats null as unset). */
export function isSet(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** Non-empty string, non-empty list or map, a number or a boolean: what Go sees as "not the zero value". */
export function nonZero(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false || value === 0) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value)) return Object.keys(value).length > 0;
  return true;
}

/** Calls `fn` for each element of the list at `path`, with the element's path. */
export function eachItem(root: unknown, path: FieldPath, fn: (item: unknown, itemPath: PathSegment[], index: number) => void): void {
  let value: unknown = root;
  for (const segment of path) {
    if (!isObject(value) && !Array.isArray(value)) return;
    const step = typeof segment === 'object' ? segment.key : segment;
    value = (value as Record<string | number, unknown>)[step];
  }
  arr(value).forEach((item, i) => fn(item, [...path, i], i));
}

export function quoteList(values: readonly string[]): string {
  return values.map((v) => `"${v}"`).join(', ');
}

/** Reports `notSupported` when a set string is not one of `allowed` (FieldValueNotSupported). */
export function checkEnum(ctx: RuleContext, value: unknown, path: FieldPath, allowed: readonly string[], messageId = 'notSupported'): void {
  if (typeof value !== 'string') return;
  if (!allowed.includes(value)) {
    ctx.report({ messageId, path, reason: 'FieldValueNotSupported', data: { path: pathText(path), value, allowed: quoteList(allowed) } });
  }
}

/** The API server's path syntax (`spec.ports[0].name`, `data[key]`): core's formatPath. */
export const pathText = formatPath;
