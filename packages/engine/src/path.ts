import type { FieldPath, PathSegment } from './types.js';

/**
 * Formats a path the way the API server's `field.Path.String()` does:
 * fields joined by `.`, indices as `[0]`, map keys as `[key]` (not quoted).
 */
export function formatPath(path: FieldPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (typeof segment === 'string') out += out === '' ? segment : `.${segment}`;
    else out += `[${segment.key}]`;
  }
  return out;
}

export function key(name: string): PathSegment {
  return { key: name };
}

/** Reads the value at `path` from a plain object; `undefined` when any step is missing. */
export function getAt(root: unknown, path: FieldPath): unknown {
  let current: unknown = root;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    const step = typeof segment === 'object' ? segment.key : segment;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}
