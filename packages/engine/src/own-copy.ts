/**
 * A copy of `text` that holds no other string. V8 keeps a slice of 13 characters or more as a view of the string it
 * was cut from, so a value read from a document and kept (in a cache, a table) keeps that whole document alive.
 * Made a property name, the text becomes a flat string of its own: V8 keeps property names in its table of
 * internalized strings, as copies.
 */
export function ownCopy(text: string): string {
  const holder: Record<string, true> = { [text]: true };
  for (const name in holder) return name;
  return text;
}

/** V8 copies slices shorter than this instead of keeping them as views (`SlicedString::kMinLength`). */
const SHORTEST_VIEW = 13;

/** `text`, or its own copy when it may be a view of a longer string: what a cache that outlives documents keeps. */
export function keptCopy(text: string): string {
  return text.length < SHORTEST_VIEW ? text : ownCopy(text);
}

/** Written by `flatString`, so that the optimizing compiler keeps the read that flattens. */
let lastFirstCode = 0;

/**
 * `text` as one flat string. A string built by `+` or a template is a tree of its pieces until something reads its
 * characters; a finding's message and path are such trees, and a run keeps every finding until its report, so the
 * garbage collector copied each piece of each of them at every collection it survived. Reading a character makes V8
 * flatten the tree into one string (printing the finding would, later), and the collector then keeps only that.
 */
export function flatString(text: string): string {
  lastFirstCode = text.charCodeAt(0);
  return text;
}
