import { BlockText, type TextRange } from './locate-text.js';
import type { Diagnostic, Range } from './types.js';

/**
 * Where documents start and where findings lie in a text, read from the text alone: the
 * fast path's cut of a file into documents (`splitDocuments`, as the `yaml` parser cuts it)
 * and its placement of findings (`placeTopLevel`, from the block structure read by
 * locate-text.ts). The full parse uses the same placement for documents it reads leniently
 * (as kubectl does) and so without positions of its own.
 */

export interface Chunk {
  /** Document index as the `yaml` parser counts it. */
  index: number;
  start: number;
  end: number;
  /** 0-based line of `start`. */
  line: number;
}

/** The characters of the regular expression class `\s`, by code. */
function isWhiteSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Cuts the text into documents the way the `yaml` parser does, or undefined when unsure. */
export function splitDocuments(text: string): Chunk[] | undefined {
  // A byte order mark inside the text (or at its start, where the CLI has already dropped it) is read differently by
  // js-yaml and the `yaml` parser: such text is left to the full parser.
  if (text.includes('\uFEFF')) return undefined;
  const chunks: Chunk[] = [];
  let chunkStart = 0;
  let chunkLine = 0;
  let sawContent = false;
  let explicit = false;
  let lineStart = 0;
  let line = 0;
  const close = (end: number): void => {
    // A prelude of comments and blank lines before the first `---` is not a document.
    if (!explicit && !sawContent) return;
    chunks.push({ index: chunks.length, start: chunkStart, end, line: chunkLine });
  };
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const c = text.charCodeAt(lineStart);
    if (c === 0x2d /* - */ && text.startsWith('---', lineStart)) {
      // `---`, alone or followed by blanks and a comment, starts a document. YAML's blanks are spaces and tabs only
      // (`\s` would take a byte order mark or a no-break space for one, which the `yaml` parser reads as content).
      if (markerLineEnds(text, lineStart + 3, lineEnd)) {
        close(lineStart);
        explicit = true;
        sawContent = false;
        chunkStart = lineEnd + 1;
        chunkLine = line + 1;
        lineStart = lineEnd + 1;
        line += 1;
        continue;
      }
      // Content or a comment on the marker line; or `---` run into text (`---# Source: …`), which the `yaml` parser reads
      // as content while js-yaml (and kubectl's document splitter) read a marker and a comment: left to the full parser.
      return undefined;
    } else if (c === 0x2e /* . */ && text.startsWith('...', lineStart)) {
      return undefined;
    } else if (c === 0x25 /* % */) {
      return undefined;
    }
    if (!sawContent) {
      let first = lineStart;
      while (first < lineEnd && isWhiteSpace(text.charCodeAt(first))) first += 1;
      if (first < lineEnd && text.charCodeAt(first) !== 0x23 /* # */) sawContent = true;
    }
    lineStart = lineEnd + 1;
    line += 1;
  }
  if (explicit || sawContent)
    chunks.push({ index: chunks.length, start: Math.min(chunkStart, text.length), end: text.length, line: chunkLine });
  return chunks;
}

/**
 * Whether the rest of a `---` line, from `at` to `lineEnd` (one carriage return before it aside), is empty, blanks, or
 * blanks and a comment.
 */
function markerLineEnds(text: string, at: number, lineEnd: number): boolean {
  let end = lineEnd;
  if (end > at && text.charCodeAt(end - 1) === 0x0d) end -= 1;
  if (at === end) return true;
  let i = at;
  while (i < end && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i += 1;
  // After at least one blank: the end of the line, or a comment (`#`).
  return i > at && (i === end || text.charCodeAt(i) === 0x23);
}

/** Offset and 0-based line/column of the first content character of a chunk, and the end of that line. */
export function contentStart(
  text: string,
  chunk: Chunk,
): { offset: number; line: number; character: number; lineEnd: number; singleLine: boolean } | undefined {
  let pos = chunk.start;
  let line = chunk.line;
  // Read by character code, not by copies of lines and expressions: every document of a run passes here.
  while (pos < chunk.end) {
    let end = text.indexOf('\n', pos);
    if (end < 0 || end > chunk.end) end = chunk.end;
    let first = pos;
    while (first < end && isWhiteSpace(text.charCodeAt(first))) first += 1;
    if (first < end && text.charCodeAt(first) !== 0x23 /* # */) {
      let lineEnd = end;
      if (lineEnd > pos && text.charCodeAt(lineEnd - 1) === 0x0d) lineEnd -= 1;
      const singleLine = !contentLineAfter(text, end, chunk.end);
      return { offset: first, line, character: first - pos, lineEnd, singleLine };
    }
    pos = end + 1;
    line += 1;
  }
  return undefined;
}

/**
 * Whether a line that starts within [from, end) after a line break holds content: after spaces and tabs, a character
 * that is neither white space nor `#` (what `/\n[ \t]*[^\s#]/` finds in that part of the text).
 */
function contentLineAfter(text: string, from: number, end: number): boolean {
  let lineBreak = text.indexOf('\n', from);
  while (lineBreak >= 0 && lineBreak < end) {
    let i = lineBreak + 1;
    while (i < end && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i += 1;
    if (i >= end) return false;
    const c = text.charCodeAt(i);
    if (!isWhiteSpace(c) && c !== 0x23) return true;
    lineBreak = text.indexOf('\n', i);
  }
  return false;
}

/**
 * Gives findings their source ranges (as `locate` would) from the document's block
 * structure (locate-text.ts), when the document allows it. False when any finding needs
 * the full parser. The document is one the screen read, so its keys are unique: a
 * top-level field is the first key of its name at column 0, found without reading the
 * lines after it. (A line scan of every top-level key used to place top-level fields; its
 * code, compiled in every run with findings, cost more than it saved.)
 */
export function placeTopLevel(
  text: string,
  chunk: Chunk,
  start: { offset: number; line: number; character: number; lineEnd: number },
  found: Diagnostic[],
): boolean {
  if (start.character !== 0 || text[start.offset] === '{' || text[start.offset] === '[') return false;
  let block: BlockText | undefined;
  const placed: TextRange[] = [];
  for (const d of found) {
    const path = d.at ?? d.pathSegments;
    const target = d.target ?? 'value';
    if (path.length === 0) {
      placed.push([start.offset, start.lineEnd, start.line, start.offset - start.character]);
      continue;
    }
    block ??= new BlockText(text);
    const spot = block.locate(path, target);
    if (!spot) return false;
    placed.push(spot);
  }
  found.forEach((d, i) => {
    const [s, e, line, lineStart] = placed[i]!;
    d.offset = [s, e];
    d.range = { start: { line, character: s - lineStart }, end: { line, character: e - lineStart } };
    d.documentIndex = chunk.index;
  });
  return true;
}

/**
 * Places the findings of one document from its text alone, as the fast path does (positions relative to `content`,
 * `documentIndex` 0). False, and nothing changed, when any finding needs the parser or the document is not a block
 * mapping of several lines.
 */
export function placeInDocumentText(content: string, found: Diagnostic[]): boolean {
  const chunk: Chunk = { index: 0, start: 0, end: content.length, line: 0 };
  const start = contentStart(content, chunk);
  return start !== undefined && !start.singleLine && placeTopLevel(content, chunk, start, found);
}

/** A range moved down by `lines` lines: from a document's positions to its file's. */
export function shiftRange(range: Range, lines: number): Range {
  return {
    start: { line: range.start.line + lines, character: range.start.character },
    end: { line: range.end.line + lines, character: range.end.character },
  };
}
