import type { FieldPath } from './types.js';

/**
 * Source ranges of field paths in a document's text, found by reading its block structure
 * (indentation, `key:` and `- ` lines) instead of parsing it: the fast path's way to place
 * findings below the top level without the position-keeping parser. It answers exactly what
 * `locate` (parse/documents.ts) answers after the one-line clamp, or `undefined` whenever
 * the text has a shape it does not read with certainty (flow collections other than one-line `{name: plain}` mappings, block
 * and multi-line scalars, comments after a bare key, keys that are not plain names, nested
 * sequences): the caller then parses the document fully. The fast-path tests hold it to
 * `locate` on the real-world corpus, generated corpora and random mutations.
 *
 * It expects what the fast path guarantees: no tabs, no anchors, aliases, tags or complex
 * keys, no duplicate keys (js-yaml refused those), and a block mapping at column 0.
 */

/** [start, end] offsets, clamped to one line, with that line's number and start offset. */
export type TextRange = readonly [start: number, end: number, line: number, lineStart: number];

interface Line {
  start: number;
  /** End of the line's text, before `\r\n` or `\n`. */
  end: number;
  indent: number;
  /** Neither blank nor a comment. */
  content: boolean;
}

/** A node reached while walking a path: a block mapping or sequence (where its entries start), or a leaf. */
type Found =
  | { kind: 'map'; line: number; column: number }
  | { kind: 'seq'; line: number; column: number }
  /** A scalar or flow collection: its first-line range, or undefined when not known for certain. */
  | { kind: 'leaf'; range: TextRange | undefined; collection: boolean }
  /** A one-line flow mapping of plain names to plain scalars (`{name: web, port: 80}`): its range and its entries. */
  | { kind: 'flow'; range: TextRange; entries: ReadonlyMap<string, { key: TextRange; value: TextRange }> };

/** Plain keys read here: names that every YAML reader reads as the same string. */
const PLAIN_KEY = /^([A-Za-z_][A-Za-z0-9_./-]*)[ ]*:(?= |$)/;
const QUOTED_KEY = /^("[^"\\]*"|'[^']*')[ ]*:(?= |$)/;
/** One entry of a flow mapping: leading spaces, a plain name, `: ` and spaces, a plain scalar, trailing spaces. */
const FLOW_ENTRY = /^([ ]*)([A-Za-z_][A-Za-z0-9_./-]*)(:[ ]+)([^ ](?:[^]*[^ ])?)[ ]*$/;
/** Plain keys that YAML readers resolve to something other than the same string. */
const NON_STRING_KEY = /^(?:null|true|false|yes|no|on|off|y|n)$/i;
/** The longest word NON_STRING_KEY matches (`false`): longer keys need no test. */
const NON_STRING_KEY_MAX = 5;

/** Where the two characters `first` `second` start within [from, end), or `end` when they do not occur there. */
function pairAt(text: string, from: number, end: number, first: number, second: number): number {
  for (let i = from; i + 1 < end; i++) if (text.charCodeAt(i) === first && text.charCodeAt(i + 1) === second) return i;
  return end;
}

/** Whether a key starting with `code` may be one NON_STRING_KEY matches: its words start with n, t, f, y or o, in either case. */
function mayBeNonStringKey(code: number): boolean {
  const lower = code | 0x20;
  return lower === 0x6e || lower === 0x74 || lower === 0x66 || lower === 0x79 || lower === 0x6f;
}

/**
 * A character of a plain key after its first (PLAIN_KEY), or of a key the quick reader takes (quick-read.ts):
 * letters, digits, `_./-`.
 */
export function isKeyChar(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x5f ||
    code === 0x2e ||
    code === 0x2f ||
    code === 0x2d
  );
}

/**
 * The same match as `PLAIN_KEY.exec(text.slice(at, end))`, read in place: where the key ends, or -1 when the line
 * does not start with a plain key. Placing a finding reads the key of every line it passes at the keys' column, and
 * a copy of each line with a match array for each was most of what placing allocated.
 */
export function plainKeyEnd(text: string, at: number, end: number): number {
  if (at >= end) return -1;
  const first = text.charCodeAt(at);
  if (!((first >= 0x61 && first <= 0x7a) || (first >= 0x41 && first <= 0x5a) || first === 0x5f)) return -1;
  let keyEnd = at + 1;
  while (keyEnd < end && isKeyChar(text.charCodeAt(keyEnd))) keyEnd += 1;
  let colon = keyEnd;
  while (colon < end && text.charCodeAt(colon) === 0x20) colon += 1;
  if (colon >= end || text.charCodeAt(colon) !== 0x3a) return -1;
  return colon + 1 === end || text.charCodeAt(colon + 1) === 0x20 ? keyEnd : -1;
}

/**
 * Whether the text from `from` to `end` (within one line) is spaces, then nothing or a comment: what
 * `/^[ ]*(#.*)?$/` answers for that slice (`.` takes no `\r`, `\u2028` or `\u2029`).
 */
function blankOrComment(text: string, from: number, end: number): boolean {
  let i = from;
  while (i < end && text.charCodeAt(i) === 0x20) i += 1;
  if (i === end) return true;
  if (text.charCodeAt(i) !== 0x23 /* # */) return false;
  for (i += 1; i < end; i++) {
    const d = text.charCodeAt(i);
    if (d === 0x0d || d === 0x2028 || d === 0x2029 || d === 0x0a) return false;
  }
  return true;
}

export class BlockText {
  /** The lines read so far, from the top: a path is looked up from the top, and most findings lie near it. */
  private readonly lines: Line[] = [];
  /** Where the next line starts; past the end of the text once every line is read. */
  private next = 0;

  constructor(private readonly text: string) {}

  /** Line `i`, reading the text up to it; undefined past the last line. */
  private line(i: number): Line | undefined {
    const text = this.text;
    while (this.lines.length <= i && this.next <= text.length) {
      const start = this.next;
      let newline = text.indexOf('\n', start);
      if (newline < 0) newline = text.length;
      const end = newline > start && text.charCodeAt(newline - 1) === 0x0d ? newline - 1 : newline;
      let indent = start;
      while (indent < end && text.charCodeAt(indent) === 0x20) indent += 1;
      const content = indent < end && text.charCodeAt(indent) !== 0x23; /* # */
      this.lines.push({ start, end, indent: indent - start, content });
      this.next = newline >= text.length ? text.length + 1 : newline + 1;
    }
    return this.lines[i];
  }

  /** The range `locate` gives for `path` (`target`: the value, or the key of the last step), or undefined when unsure. */
  locate(path: FieldPath, target: 'value' | 'key'): TextRange | undefined {
    let first = 0;
    while (this.line(first)?.content === false) first += 1;
    if (this.line(first)?.indent !== 0) return undefined;
    let node: Found = { kind: 'map', line: first, column: 0 };
    // The range of the last key (or list item) on the way: where a missing field points.
    let lastKey: TextRange | 'unsure' | undefined;
    const fallback = (): TextRange | undefined => {
      if (lastKey === 'unsure') return undefined;
      if (lastKey) return lastKey;
      const line = this.line(first)!;
      return [line.start, Math.min(line.start + 1, line.end), first, line.start];
    };
    for (let i = 0; i < path.length; i++) {
      const segment = path[i]!;
      const last = i === path.length - 1;
      if (node.kind === 'map') {
        const name = typeof segment === 'object' ? segment.key : String(segment);
        const entry = this.findKey(node.line, node.column, name);
        if (entry === 'unsure') return undefined;
        if (!entry) return fallback();
        if (last && target === 'key') return entry.key;
        lastKey = entry.key;
        if (!entry.value) return undefined;
        node = entry.value;
      } else if (node.kind === 'seq') {
        if (typeof segment !== 'number') return fallback();
        const item = this.findItem(node.line, node.column, segment);
        if (item === 'unsure') return undefined;
        if (!item) return fallback();
        if (last) return item.range;
        lastKey = item.range ?? 'unsure';
        node = item.node;
      } else if (node.kind === 'flow') {
        const entry: { key: TextRange; value: TextRange } | undefined = node.entries.get(
          typeof segment === 'object' ? segment.key : String(segment),
        );
        if (!entry) return fallback();
        if (last) return target === 'key' ? entry.key : entry.value;
        lastKey = entry.key;
        node = { kind: 'leaf', range: entry.value, collection: false };
      } else {
        // A path into a scalar or a flow collection: `locate` stops at the key that holds it.
        if (node.collection) return undefined;
        return fallback();
      }
    }
    if (node.kind === 'map' || node.kind === 'seq' || node.kind === 'flow' || node.collection) {
      if (lastKey === 'unsure') return undefined;
      if (lastKey) return lastKey;
      // The whole document: its first line.
      const line = this.line(first)!;
      return [line.start, line.end, first, line.start];
    }
    return node.range;
  }

  /** The entry `name` of the block mapping whose keys stand at `column`, its first key on line `from`. */
  private findKey(from: number, column: number, name: string): { key: TextRange; value: Found | undefined } | 'unsure' | undefined {
    for (let i = from, line = this.line(i); line; line = this.line(++i)) {
      if (i > from) {
        if (!line.content) continue;
        if (line.indent < column) return undefined;
        if (line.indent > column) continue;
        // A `- ` at the keys' column is a sequence that is the previous key's value.
        if (this.isItem(line.start + column, line.end)) continue;
      }
      const text = this.text;
      const at = line.start + column;
      const keyEnd = plainKeyEnd(text, at, line.end);
      if (keyEnd >= 0) {
        if (keyEnd - at <= NON_STRING_KEY_MAX && mayBeNonStringKey(text.charCodeAt(at)) && NON_STRING_KEY.test(text.slice(at, keyEnd)))
          return 'unsure';
        if (keyEnd - at !== name.length || !text.startsWith(name, at)) continue;
        let colon = keyEnd;
        while (text.charCodeAt(colon) === 0x20) colon += 1;
        return { key: [at, keyEnd, i, line.start], value: this.valueAfter(i, column, colon + 1) };
      }
      const quoted = QUOTED_KEY.exec(text.slice(at, line.end));
      if (!quoted) return 'unsure';
      const written = quoted[1]!;
      if (written.slice(1, -1) !== name) continue;
      return { key: [at, at + written.length, i, line.start], value: this.valueAfter(i, column, at + quoted[0].length) };
    }
    return undefined;
  }

  /** The value of a key whose `:` ends at `colon` on line `index`; the key stands at `column`. */
  private valueAfter(index: number, column: number, colon: number): Found | undefined {
    const line = this.line(index)!;
    let v = colon;
    while (v < line.end && this.text.charCodeAt(v) === 0x20) v += 1;
    if (v >= line.end) {
      const next = this.nextContent(index);
      if (next !== undefined) {
        const l = this.line(next)!;
        const item = this.isItem(l.start + l.indent, l.end);
        if (item && l.indent >= column) return { kind: 'seq', line: next, column: l.indent };
        if (l.indent > column) {
          // A more indented line is a block mapping only when it starts with a key; else a scalar on the next line.
          return this.startsWithKey(l.start + l.indent, l.end) ? { kind: 'map', line: next, column: l.indent } : undefined;
        }
      }
      // A null value: `locate` points right after the colon, when nothing follows it.
      return { kind: 'leaf', range: colon === line.end ? [colon, colon, index, line.start] : undefined, collection: false };
    }
    return this.scalarAt(index, v, column);
  }

  /**
   * A scalar or flow collection starting at `v` on line `index`, inside a node whose entries stand at `column`. Read by
   * character code, like the rest of this file: every run with findings compiles this, and one-character strings and an
   * expression over a slice of the line made a little more code to optimize (about 1 ms of compiling a run).
   */
  private scalarAt(index: number, v: number, column: number): Found | undefined {
    const line = this.line(index)!;
    const text = this.text;
    const c = text.charCodeAt(v);
    if (c === 0x7b /* { */) return this.flowMapAt(index, v, column) ?? { kind: 'leaf', range: undefined, collection: true };
    if (c === 0x5b /* [ */) return { kind: 'leaf', range: undefined, collection: true };
    if (c === 0x7c /* | */ || c === 0x3e /* > */ || c === 0x23 /* # */) return undefined;
    let end: number;
    if (c === 0x22 /* " */ || c === 0x27 /* ' */) {
      let i = v + 1;
      let close = -1;
      while (i < line.end) {
        const d = text.charCodeAt(i);
        if (c === 0x22 && d === 0x5c /* \ */) i += 2;
        else if (d === c) {
          if (c === 0x27 && text.charCodeAt(i + 1) === 0x27) i += 2;
          else {
            close = i;
            break;
          }
        } else i += 1;
      }
      if (close < 0 || !blankOrComment(text, close + 1, line.end)) return undefined;
      end = close + 1;
    } else {
      end = pairAt(this.text, v, line.end, 0x20, 0x23 /* ` #` */);
      while (end > v && this.text.charCodeAt(end - 1) === 0x20) end -= 1;
      // `: ` (or a final `:`) makes the text a mapping whose key is not a plain name (`- a=1 b: c`), not a scalar.
      if (pairAt(this.text, v, end, 0x3a, 0x20 /* `: ` */) < end || this.text.charCodeAt(end - 1) === 0x3a) return undefined;
      // A plain scalar continued on more indented lines is one multi-line scalar.
      const next = this.nextContent(index);
      if (next !== undefined && this.line(next)!.indent > column) return undefined;
    }
    return { kind: 'leaf', range: [v, end, index, line.start], collection: false };
  }

  /**
   * A flow mapping that opens at `v` and closes on the same line, holding only `name: plain scalar` entries
   * (the shape manifests use, `{cpu: 100m, memory: 128Mi}`); undefined for anything else (quotes, nesting,
   * anchors, empty entries, a continuation line), which the caller treats as unsure.
   */
  private flowMapAt(index: number, v: number, column: number): Found | undefined {
    const line = this.line(index)!;
    // Searched within the line only: a `{` without its `}` on the line must not scan the rest of the text.
    const closeInLine = this.text.slice(v, line.end).indexOf('}');
    if (closeInLine < 0) return undefined;
    const close = v + closeInLine;
    if (!blankOrComment(this.text, close + 1, line.end)) return undefined;
    const next = this.nextContent(index);
    if (next !== undefined && this.line(next)!.indent > column) return undefined;
    const inner = this.text.slice(v + 1, close);
    if (/[{}[\]"'#&*!|>%@`?]/.test(inner)) return undefined;
    const entries = new Map<string, { key: TextRange; value: TextRange }>();
    const range: TextRange = [v, close + 1, index, line.start];
    if (inner.trim() === '') return { kind: 'flow', range, entries };
    let at = v + 1;
    for (const part of inner.split(',')) {
      const entry = FLOW_ENTRY.exec(part);
      if (!entry || NON_STRING_KEY.test(entry[2]!)) return undefined;
      const value = entry[4]!;
      if (value.includes(': ') || value.endsWith(':') || /^[-:?][ ]|^-$/.test(value)) return undefined;
      const keyStart = at + entry[1]!.length;
      const valueStart = keyStart + entry[2]!.length + entry[3]!.length;
      entries.set(entry[2]!, {
        key: [keyStart, keyStart + entry[2]!.length, index, line.start],
        value: [valueStart, valueStart + value.length, index, line.start],
      });
      at += part.length + 1;
    }
    return { kind: 'flow', range, entries };
  }

  /** Item `n` of the block sequence whose `- ` stand at `column`, its first item on line `from`. */
  private findItem(from: number, column: number, n: number): { range: TextRange | undefined; node: Found } | 'unsure' | undefined {
    let count = -1;
    for (let i = from, line = this.line(i); line; line = this.line(++i)) {
      if (!line.content) continue;
      if (i > from && line.indent < column) return undefined;
      if (line.indent > column) continue;
      if (!this.isItem(line.start + column, line.end)) return undefined;
      count += 1;
      if (count !== n) continue;
      let p = line.start + column + 1;
      while (p < line.end && this.text.charCodeAt(p) === 0x20) p += 1;
      if (p >= line.end || this.isItem(p, line.end)) return 'unsure';
      const itemColumn = p - line.start;
      if (this.startsWithKey(p, line.end)) {
        // A block mapping item: its range starts at its first key; one line when the item goes on below.
        const next = this.nextContent(i);
        const multiLine = next !== undefined && this.line(next)!.indent >= itemColumn;
        return { range: multiLine ? [p, line.end, i, line.start] : undefined, node: { kind: 'map', line: i, column: itemColumn } };
      }
      const scalar = this.scalarAt(i, p, column);
      if (scalar?.kind === 'flow') return { range: scalar.range, node: scalar };
      if (!scalar || scalar.kind !== 'leaf' || scalar.collection) return 'unsure';
      return { range: scalar.range, node: scalar };
    }
    return undefined;
  }

  /** Whether the text from `at` to the line's `end` starts with a plain (PLAIN_KEY) or quoted (QUOTED_KEY) key. */
  private startsWithKey(at: number, end: number): boolean {
    const first = this.text.charCodeAt(at);
    if (first === 0x22 /* " */ || first === 0x27 /* ' */) return QUOTED_KEY.test(this.text.slice(at, end));
    return plainKeyEnd(this.text, at, end) >= 0;
  }

  /** `-` followed by a space or the end of the line, at `at`. */
  private isItem(at: number, end: number): boolean {
    return this.text.charCodeAt(at) === 0x2d && (at + 1 >= end || this.text.charCodeAt(at + 1) === 0x20);
  }

  private nextContent(index: number): number | undefined {
    for (let i = index + 1, line = this.line(i); line; line = this.line(++i)) if (line.content) return i;
    return undefined;
  }
}
