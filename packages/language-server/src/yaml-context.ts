import { isMap, isPair, isScalar, isSeq, type Document, type Node, type Pair } from 'yaml';

/**
 * Where the cursor is in YAML text, read from indentation alone, so that it works on
 * the half-typed text an editor has while the user types (the parser gives up there).
 */

export interface TextContext {
  /** Keys and item indices from the document root to the mapping the cursor is in. */
  path: (string | number)[];
  /** `key`: typing a key; `value`: after `key:` on the same line. */
  position: 'key' | 'value';
  /** The key whose value is being typed (`position: 'value'`). */
  key?: string;
  /** What is typed so far at the cursor. */
  prefix: string;
  /** Column where the typed key (or value) starts. */
  startColumn: number;
  /** Keys already present beside the cursor's key. */
  siblings: Set<string>;
  /** Top-level `apiVersion` and `kind` of the document the cursor is in. */
  apiVersion?: string;
  kind?: string;
}

interface LineInfo {
  dashes: number[];
  keyColumn?: number;
  key?: string;
  blank: boolean;
  marker: boolean;
}

const KEY = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s:#'"][^:#]*?)[ \t]*:(?:[ \t]|$)/;

function unquote(key: string): string {
  if (key.startsWith('"')) {
    try {
      return JSON.parse(key) as string;
    } catch {
      return key.slice(1, -1);
    }
  }
  if (key.startsWith("'")) return key.slice(1, -1).replace(/''/g, "'");
  return key;
}

export function readLine(line: string): LineInfo {
  const text = line.replace(/\r$/, '');
  if (/^---(\s|$)/.test(text) || /^\.\.\.(\s|$)/.test(text)) return { dashes: [], blank: false, marker: true };
  let column = text.length - text.trimStart().length;
  if (column === text.length || text[column] === '#') return { dashes: [], blank: true, marker: false };
  const dashes: number[] = [];
  while (text[column] === '-' && (column + 1 === text.length || text[column + 1] === ' ' || text[column + 1] === '\t')) {
    dashes.push(column);
    column += 1;
    while (text[column] === ' ' || text[column] === '\t') column += 1;
  }
  const match = KEY.exec(text.slice(column));
  if (match) return { dashes, keyColumn: column, key: unquote(match[1]!), blank: false, marker: false };
  return { dashes, blank: false, marker: false };
}

/** Walks upward from a key at `column` (with its line's dashes) and returns its parent path. */
function parentPath(lines: readonly string[], lineIndex: number, dashes: number[], column: number): (string | number)[] {
  const path: (string | number)[] = [];
  let state: { column: number; kind: 'key' | 'item' } = { column, kind: 'key' };
  const enter = (lineDashes: number[]): void => {
    for (let i = 0; i < lineDashes.length; i++) path.unshift(0);
    if (lineDashes.length > 0) state = { column: lineDashes[0]!, kind: 'item' };
  };
  enter(dashes);
  for (let i = lineIndex - 1; i >= 0; i--) {
    const info = readLine(lines[i]!);
    if (info.marker) break;
    if (info.blank) continue;
    if (state.column === 0 && state.kind === 'key') break;
    if (state.kind === 'key') {
      if (info.keyColumn !== undefined && info.keyColumn < state.column) {
        path.unshift(info.key!);
        state = { column: info.keyColumn, kind: 'key' };
        enter(info.dashes);
      } else if (info.dashes.length > 0 && info.dashes[0]! < state.column) {
        // The cursor's key belongs to an item that starts on this line.
        const inner = info.dashes.filter((d) => d < state.column);
        enter(inner);
      }
    } else {
      if (
        info.keyColumn !== undefined &&
        info.keyColumn <= state.column &&
        !info.dashes.includes(state.column) &&
        (info.dashes.length === 0 || info.dashes[0]! < state.column)
      ) {
        path.unshift(info.key!);
        state = { column: info.keyColumn, kind: 'key' };
        enter(info.dashes);
      }
    }
  }
  return path;
}

/** Keys at `column` in the same mapping as line `lineIndex`. */
function siblingKeys(lines: readonly string[], lineIndex: number, column: number): Set<string> {
  const out = new Set<string>();
  const scan = (from: number, step: number): void => {
    for (let i = from; i >= 0 && i < lines.length; i += step) {
      const info = readLine(lines[i]!);
      if (info.marker) return;
      if (info.blank) continue;
      if (info.keyColumn === column) {
        out.add(info.key!);
        // An item that starts here begins a new mapping: stop above it, include it below.
        if (info.dashes.length > 0) return;
        continue;
      }
      if (info.keyColumn !== undefined && info.keyColumn > column && info.dashes.every((d) => d >= column)) continue;
      if (info.keyColumn === undefined && info.dashes.every((d) => d >= column)) continue;
      return;
    }
  };
  scan(lineIndex - 1, -1);
  // Below: stop at the next item of the same list too.
  for (let i = lineIndex + 1; i < lines.length; i++) {
    const info = readLine(lines[i]!);
    if (info.marker) break;
    if (info.blank) continue;
    if (info.keyColumn === column && info.dashes.length === 0) {
      out.add(info.key!);
      continue;
    }
    if (info.keyColumn !== undefined && info.keyColumn > column && info.dashes.every((d) => d > column)) continue;
    if (info.keyColumn === undefined && info.dashes.every((d) => d > column)) continue;
    break;
  }
  return out;
}

/** The top-level apiVersion and kind of the document around `lineIndex`. */
export function documentHeader(lines: readonly string[], lineIndex: number): { apiVersion?: string; kind?: string } {
  let start = lineIndex;
  while (start > 0 && !readLine(lines[start]!).marker) start -= 1;
  const out: { apiVersion?: string; kind?: string } = {};
  for (let i = start; i < lines.length; i++) {
    if (i > start && readLine(lines[i]!).marker) break;
    const m = /^(apiVersion|kind)[ \t]*:[ \t]*["']?([^"'#\s]+)/.exec(lines[i]!);
    if (m) out[m[1] as 'apiVersion' | 'kind'] = m[2]!;
  }
  return out;
}

export function contextAt(text: string, line: number, character: number): TextContext {
  const lines = text.split('\n');
  const current = (lines[line] ?? '').replace(/\r$/, '');
  const before = current.slice(0, character);
  const header = documentHeader(lines, line);
  // Value position: `key: partial`.
  const indent = before.length - before.trimStart().length;
  let column = indent;
  const dashes: number[] = [];
  while (before[column] === '-' && (before[column + 1] === ' ' || column + 1 === before.length)) {
    dashes.push(column);
    column += 1;
    while (before[column] === ' ') column += 1;
  }
  const rest = before.slice(column);
  const valueMatch = KEY.exec(rest);
  if (valueMatch) {
    const key = unquote(valueMatch[1]!);
    const valueStart = column + valueMatch[0].length;
    const typed = before.slice(valueStart).trimStart();
    const path = [...parentPath(lines, line, dashes, column), key];
    return {
      path,
      position: 'value',
      key,
      prefix: typed.replace(/^["']/, ''),
      startColumn: before.length - typed.length,
      siblings: new Set(),
      ...header,
    };
  }
  const path = parentPath(lines, line, dashes, column);
  const siblings = siblingKeys(lines, line, column);
  return { path, position: 'key', prefix: rest, startColumn: column, siblings, ...header };
}

/** The path of keys from the document root to the node at a file offset, using the parsed AST. */
export function astPathAt(doc: Document.Parsed, offset: number): { path: (string | number)[]; onKey: boolean; pair?: Pair } | undefined {
  const path: (string | number)[] = [];
  let node: unknown = doc.contents;
  let onKey = false;
  let lastPair: Pair | undefined;
  const contains = (n: unknown): boolean => {
    const r = (n as Node | null)?.range;
    return !!r && offset >= r[0] && offset <= r[1];
  };
  if (!contains(node)) return undefined;
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && (contains(p.key) || contains(p.value)));
      if (!pair) return { path, onKey, pair: lastPair };
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      path.push(key);
      lastPair = pair as Pair;
      if (contains(pair.key)) return { path, onKey: true, pair: lastPair };
      node = pair.value;
      onKey = false;
    } else if (isSeq(node)) {
      const index = node.items.findIndex((item) => contains(item));
      if (index < 0) return { path, onKey, pair: lastPair };
      path.push(index);
      node = node.items[index];
    } else {
      return { path, onKey, pair: lastPair };
    }
  }
}
