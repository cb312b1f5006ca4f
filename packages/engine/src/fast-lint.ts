import jsyaml from 'js-yaml';
import type { Engine } from './engine.js';
import { describeResource, type LintOptions, type LintResult, type Resource } from './lint.js';
import { BlockText } from './locate-text.js';
import type { Diagnostic, JsonObject } from './types.js';

/**
 * The fast path of the text pipeline (pipeline.ts), one document at a time. The `yaml`
 * package (which keeps source positions) parses about nine times slower than js-yaml,
 * and most documents have no findings, so:
 *
 * 1. `splitDocuments` cuts the text into documents at `---` lines, as the `yaml` parser
 *    does, or gives up (directives, `...`, content on a `---` line);
 * 2. `lintChunkFast` parses a document without anchors, aliases, tags or complex keys
 *    (a textual screen) with js-yaml's core schema; a probe inside the parse looks at
 *    every plain scalar (leading-zero or `-0` numbers, YAML 1.1 booleans, `_` in
 *    numbers, merge keys). A document that passes both reads the same with js-yaml as
 *    with the `yaml` package, and is validated;
 * 3. findings on top-level fields (`kind`, `apiVersion`, `data`: most findings on kinds
 *    Plumbline does not check) get their ranges from a line scan when the document is
 *    a plain block mapping at column 0 (`placeTopLevel`);
 * 4. a document with any other finding, or that fails the screen, is left to the full
 *    parser (`lintFullParse`) by the pipeline.
 */

export interface Chunk {
  /** Document index as the `yaml` parser counts it. */
  index: number;
  start: number;
  end: number;
  /** 0-based line of `start`. */
  line: number;
}

const LIST_KIND = /^(.+)List$/;
/**
 * Tags, merge keys and complex keys: structure js-yaml's core schema reads differently.
 * Anchors and aliases are not screened in the text (an `&` or `*` after a blank is common
 * inside quoted strings: `"0 * * * *"`, `"a && b"`): the parse itself reports whether it
 * stored an anchor (`anchorsIn`), and an alias without an anchor is a js-yaml error.
 */
const STRUCTURE_HAZARD = /(?:^|[\s[{,])!|<<\s*:|^\s*\?(?:\s|$)/m;
/** Characters without which STRUCTURE_HAZARD cannot match: one quick scan before the precise one. */
const STRUCTURE_HAZARD_CHARS = /[!?<]/;
const YAML11_BOOLEAN = /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/;
const NEGATIVE_ZERO = /^-(?:0+(?:\.0*)?|\.0+)$/;
const SPECIAL_FLOAT = /^[-+]?\.(?:inf|Inf|INF|nan|NaN|NAN)\b/;
const DIGIT_UNDERSCORE_DIGIT = /\d_\d/;

/**
 * A plain scalar that js-yaml's core schema may read differently from the `yaml`
 * package and kubectl, or that the full parser warns about: leading-zero and
 * `0x`/`0o`/`0b` numbers (YAML 1.1 octal), `-0`, `.inf`/`.nan`, `_` between digits,
 * YAML 1.1 booleans, and the merge key `<<`. Quoted scalars are strings for every
 * reader, so only plain scalars are screened.
 */
export function isHazardousPlainScalar(scalar: string): boolean {
  const first = scalar.charCodeAt(0);
  const signed = first === 0x2b /* + */ || first === 0x2d; /* - */
  const lead = signed ? scalar.charCodeAt(1) : first;
  if (lead === 0x30 /* 0 */) {
    const next = scalar.charCodeAt(signed ? 2 : 1);
    // 0-9, x, X, o, O, b, B, _
    if (
      (next >= 0x30 && next <= 0x39) ||
      next === 0x78 ||
      next === 0x58 ||
      next === 0x6f ||
      next === 0x4f ||
      next === 0x62 ||
      next === 0x42 ||
      next === 0x5f
    )
      return true;
  }
  if (first === 0x2d && NEGATIVE_ZERO.test(scalar)) return true;
  if (lead === 0x2e /* . */ && SPECIAL_FLOAT.test(scalar)) return true;
  if (scalar.length <= 3 && YAML11_BOOLEAN.test(scalar)) return true;
  if (scalar === '<<') return true;
  return scalar.includes('_') && DIGIT_UNDERSCORE_DIGIT.test(scalar);
}

/**
 * Set by the probe below while js-yaml parses: the screen of plain scalars runs inside
 * the parse, on exactly the scalars js-yaml resolves (keys included), instead of a
 * regular expression over the whole text. Parsing is synchronous, so one flag serves.
 */
let plainScalarHazardSeen = false;
const hazardProbe = new jsyaml.Type('tag:plumbline.dev,2026:plain-scalar-probe', {
  kind: 'scalar',
  // Never claims the scalar: the core schema's own types resolve it as usual.
  resolve: (data: unknown) => {
    if (!plainScalarHazardSeen && typeof data === 'string' && isHazardousPlainScalar(data)) plainScalarHazardSeen = true;
    return false;
  },
});
/** js-yaml's built-in types; exported at run time, missing from @types/js-yaml. */
const coreTypes = (jsyaml as unknown as { types: Record<'null' | 'bool' | 'int' | 'float' | 'str' | 'seq' | 'map', jsyaml.Type> }).types;
/** js-yaml's core schema (same types, same order) with the probe tried first on every plain scalar. */
const SCREENING_SCHEMA = new jsyaml.Schema({
  implicit: [hazardProbe, coreTypes.null, coreTypes.bool, coreTypes.int, coreTypes.float],
  explicit: [coreTypes.str, coreTypes.seq, coreTypes.map],
});

/**
 * A keep-chomping block scalar (`|+`, `>+`) may end the text in lines of spaces: js-yaml
 * then keeps one line break more than libyaml and the `yaml` package.
 */
const KEEP_CHOMPING = /[|>][1-9]?\+/;

/** A line that starts a block sequence item, a flow collection or a mapping key (not a scalar). */
const BLOCK_COLLECTION_LINE = /^[ ]*(?:-(?:[ ]|$)|[{[]|[^ "'#{[][^#]*?:(?:[ ]|$))/;

/** A top-level key written plainly, at the start of a line. */
const TOP_LEVEL_KEY = /^([A-Za-z0-9_./-]+):(?=[ ]|$)/;

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

/**
 * Whether the text ends in blank lines with spaces (a line break, then only spaces and line breaks, at least one
 * space among them) and has a keep-chomping indicator. Read backwards from the end: a regular expression for the
 * tail was tried at every line break of the document, and cost as much as a tenth of the parse.
 */
function keepsBlankTail(content: string): boolean {
  let tail = content.length;
  while (tail > 0) {
    const c = content.charCodeAt(tail - 1);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d) break;
    tail -= 1;
  }
  const lineBreak = content.indexOf('\n', tail);
  return lineBreak >= 0 && content.indexOf(' ', lineBreak) >= 0 && KEEP_CHOMPING.test(content);
}

/** Cuts the text into documents the way the `yaml` parser does, or undefined when unsure. */
export function splitDocuments(text: string): Chunk[] | undefined {
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
      const after = text.slice(lineStart + 3, lineEnd).replace(/\r$/, '');
      // `---`, alone or followed by blanks and a comment, starts a document.
      if (after === '' || /^\s+$/.test(after) || /^\s+#/.test(after)) {
        close(lineStart);
        explicit = true;
        sawContent = false;
        chunkStart = lineEnd + 1;
        chunkLine = line + 1;
        lineStart = lineEnd + 1;
        line += 1;
        continue;
      }
      if (/^\s/.test(after)) return undefined; // content or a comment on the marker line
    } else if (c === 0x2e /* . */ && text.startsWith('...', lineStart)) {
      return undefined;
    } else if (c === 0x25 /* % */) {
      return undefined;
    }
    if (!sawContent) {
      const trimmed = text.slice(lineStart, lineEnd).trim();
      if (trimmed !== '' && !trimmed.startsWith('#')) sawContent = true;
    }
    lineStart = lineEnd + 1;
    line += 1;
  }
  if (explicit || sawContent)
    chunks.push({ index: chunks.length, start: Math.min(chunkStart, text.length), end: text.length, line: chunkLine });
  return chunks;
}

/** Offset and 0-based line/column of the first content character of a chunk, and the end of that line. */
function contentStart(
  text: string,
  chunk: Chunk,
): { offset: number; line: number; character: number; lineEnd: number; singleLine: boolean } | undefined {
  let pos = chunk.start;
  let line = chunk.line;
  while (pos < chunk.end) {
    let end = text.indexOf('\n', pos);
    if (end < 0 || end > chunk.end) end = chunk.end;
    const source = text.slice(pos, end);
    const indent = source.search(/\S/);
    if (indent >= 0 && source[indent] !== '#') {
      let lineEnd = end;
      if (lineEnd > pos && text[lineEnd - 1] === '\r') lineEnd -= 1;
      const rest = text.slice(end, chunk.end);
      const singleLine = !/\n[ \t]*[^\s#]/.test(rest);
      return { offset: pos + indent, line, character: indent, lineEnd, singleLine };
    }
    pos = end + 1;
    line += 1;
  }
  return undefined;
}

/** What the fast path makes of one document. */
export type FastChunkResult =
  /** Validated and placed: positions relative to the document's text. */
  | { kind: 'done'; result: LintResult }
  /** Empty or comment-only: nothing to report, no document counted. */
  | { kind: 'empty' }
  /** The screen cannot vouch for this document: it needs the full parser. */
  | { kind: 'full' }
  /** js-yaml refused the text: a syntax problem, which the full parser reports over the whole file. */
  | { kind: 'syntax' };

/**
 * The fast path over one document's text (`content`, cut by `splitDocuments`): js-yaml
 * with the plain-scalar probe, validation, and top-level placement. Positions are
 * relative to `content`; the pipeline shifts them into the file.
 */
export function lintChunkFast(engine: Engine, content: string, options: LintOptions): FastChunkResult {
  const screened = screen(content);
  return screened.kind === 'read' ? lintScreened(engine, content, screened.value, options) : screened;
}

/**
 * The fast path's screen of one document: the textual check for structure js-yaml reads
 * differently, then js-yaml with the plain-scalar probe. `read` means js-yaml's value is the
 * one the `yaml` package would give.
 */
function screen(content: string): { kind: 'read'; value: unknown } | { kind: 'full' } | { kind: 'syntax' } {
  if ((STRUCTURE_HAZARD_CHARS.test(content) && STRUCTURE_HAZARD.test(content)) || keepsBlankTail(content)) return { kind: 'full' };
  let value: unknown;
  plainScalarHazardSeen = false;
  // Only a text with an `&` can define an anchor; the others are parsed without the listener.
  const anchors = content.includes('&') ? new AnchorWatch() : undefined;
  try {
    value = jsyaml.load(content, anchors ? { schema: SCREENING_SCHEMA, listener: anchors.listener } : { schema: SCREENING_SCHEMA });
  } catch {
    return { kind: 'syntax' };
  }
  return plainScalarHazardSeen || anchors?.stored() ? { kind: 'full' } : { kind: 'read', value };
}

/** The part of js-yaml's loader state the anchor watch reads; the listener receives the whole state. */
interface LoaderAnchors {
  anchorMap?: Record<string, unknown>;
}

/**
 * Whether a js-yaml parse stored an anchor: the listener keeps the loader state, whose
 * anchor map holds every anchor the document defined once the parse is done. A document
 * with anchors is left to the full parser, which bounds alias expansion as kubectl does.
 */
class AnchorWatch {
  private state: LoaderAnchors | undefined;
  readonly listener = (_event: 'open' | 'close', state: unknown): void => {
    this.state ??= state as LoaderAnchors;
  };

  stored(): boolean {
    const map = this.state?.anchorMap;
    // No state seen (an empty document) holds no anchor; a loader without the map is not trusted.
    if (!this.state) return false;
    return !map || Object.keys(map).length > 0;
  }
}

/**
 * The value of a document the fast path vouches for (it reads the same with js-yaml as with
 * the `yaml` package, and its text can be read by locate-text.ts), or undefined. For callers
 * outside the pipeline, which screens tabs over the whole text before it cuts documents.
 */
export function screenDocument(content: string): unknown {
  if (content.includes('\t')) return undefined;
  const screened = screen(content);
  return screened.kind === 'read' ? screened.value : undefined;
}

function lintScreened(engine: Engine, content: string, value: unknown, options: LintOptions): FastChunkResult {
  if (value === undefined || value === null) return { kind: 'empty' };
  const chunk: Chunk = { index: 0, start: 0, end: content.length, line: 0 };
  const object = value as JsonObject;
  const start = contentStart(content, chunk);
  if (
    !start ||
    start.singleLine ||
    typeof value !== 'object' ||
    Array.isArray(value) ||
    ((object.apiVersion === undefined || typeof object.apiVersion === 'number') && object.kind === undefined) ||
    (typeof object.kind === 'string' && (object.kind === 'List' || LIST_KIND.test(object.kind)) && Array.isArray(object.items))
  ) {
    return { kind: 'full' };
  }
  const old = options.oldObjectFor ? options.oldObjectFor(object) : undefined;
  const found = engine.validate(value, old ? { ...options, operation: 'UPDATE', oldObject: old } : options);
  if (found.length > 0 && !placeTopLevel(content, chunk, start, found)) return { kind: 'full' };
  const resource = describeResource(object, found, engine.resolve(value, options)?.definition, options.uri, 0) as Resource;
  resource.range = {
    start: { line: start.line, character: start.character },
    end: { line: start.line, character: start.character + (start.lineEnd - start.offset) },
  };
  const result: LintResult = { resources: [resource], diagnostics: found, documentCount: 1 };
  if (old) result.updates = 1;
  return { kind: 'done', result };
}

interface TopLevelKey {
  count: number;
  line: number;
  lineStart: number;
  keyEnd: number;
  /** The value's [start, end), or 'key' when the finding points at the key (block or flow collection, null), or 'complex'. */
  value: readonly [number, number] | 'key' | 'complex';
}

/**
 * The top-level keys of a block-mapping document written plainly at column 0, with the
 * source range of each single-line scalar value: enough to place findings on top-level
 * fields (`kind`, `apiVersion`, `data`, …) the way `locate` does, without the `yaml`
 * parser. Undefined when the document has a shape this does not handle.
 */
function topLevelKeys(text: string, chunk: Chunk): Map<string, TopLevelKey> | undefined {
  const keys = new Map<string, TopLevelKey>();
  let pos = chunk.start;
  let line = chunk.line;
  let previous: TopLevelKey | undefined;
  // A key with nothing after it on its line: its value is a block collection when the
  // next content line is indented or a `- ` item (the finding points at the key), else
  // null (an empty scalar right after the colon; with a comment, left to the parser).
  let pendingEmpty: { entry: TopLevelKey; bare: boolean } | undefined;
  const settleEmpty = (collection: boolean): void => {
    if (!pendingEmpty) return;
    const { entry, bare } = pendingEmpty;
    entry.value = collection ? 'key' : bare ? [entry.keyEnd + 1, entry.keyEnd + 1] : 'complex';
    pendingEmpty = undefined;
  };
  while (pos < chunk.end) {
    let end = text.indexOf('\n', pos);
    if (end < 0 || end > chunk.end) end = chunk.end;
    let lineEnd = end;
    if (lineEnd > pos && text[lineEnd - 1] === '\r') lineEnd -= 1;
    // Most lines are indented lines inside a value: they are classified by their characters, without a copy of the line.
    const c = pos < lineEnd ? text[pos] : undefined;
    let firstContent = pos;
    while (firstContent < lineEnd && isWhiteSpace(text.charCodeAt(firstContent))) firstContent += 1;
    const isContent = firstContent < lineEnd && text[firstContent] !== '#';
    // `- ` (or a lone `-`) starts a sequence item; `-a:` is a key like any other.
    const item = c === '-' && (lineEnd - pos === 1 || text[pos + 1] === ' ');
    if (isContent && c !== ' ' && !item) {
      settleEmpty(false);
      const match = TOP_LEVEL_KEY.exec(text.slice(pos, lineEnd));
      if (!match) return undefined;
      const keyEnd = pos + match[1]!.length;
      let v = keyEnd + 1;
      while (v < lineEnd && text[v] === ' ') v += 1;
      let value: TopLevelKey['value'];
      const first = text[v];
      const key = match[1]!;
      const existing = keys.get(key);
      const entry: TopLevelKey = { count: (existing?.count ?? 0) + 1, line, lineStart: pos, keyEnd, value: 'complex' };
      if (v >= lineEnd || first === '#') {
        pendingEmpty = { entry, bare: keyEnd + 1 === lineEnd };
        value = 'complex';
      } else if (first === '{' || first === '[') value = 'key';
      else if (first === '|' || first === '>') value = 'complex';
      else if (first === '"' || first === "'") {
        let i = v + 1;
        let close = -1;
        while (i < lineEnd) {
          if (first === '"' && text[i] === '\\') i += 2;
          else if (text[i] === first) {
            if (first === "'" && text[i + 1] === "'") i += 2;
            else {
              close = i;
              break;
            }
          } else i += 1;
        }
        value = close >= 0 && /^[ ]*(#.*)?$/.test(text.slice(close + 1, lineEnd)) ? [v, close + 1] : 'complex';
      } else {
        const hash = text.slice(v, lineEnd).search(/[ ]#/);
        let e = hash >= 0 ? v + hash : lineEnd;
        while (e > v && text[e - 1] === ' ') e -= 1;
        value = [v, e];
      }
      entry.value = value;
      keys.set(key, entry);
      previous = entry;
    } else if (isContent) {
      if (pendingEmpty) {
        // A key alone on its line holds a block collection, or a scalar on the next lines (which `locate` points at): left to the parser.
        if (BLOCK_COLLECTION_LINE.test(text.slice(pos, lineEnd))) settleEmpty(true);
        else {
          pendingEmpty.entry.value = 'complex';
          pendingEmpty = undefined;
        }
      }
      // An indented line after a scalar value continues it (a multi-line scalar).
      else if (c === ' ' && previous && previous.value !== 'key') previous.value = 'complex';
    }
    pos = end + 1;
    line += 1;
  }
  settleEmpty(false);
  return keys;
}

/**
 * Gives findings their source ranges (as `locate` would) from the text: top-level fields
 * from a line scan, deeper paths from the block structure (locate-text.ts), when the
 * document allows it. False when any finding needs the full parser.
 */
function placeTopLevel(
  text: string,
  chunk: Chunk,
  start: { offset: number; line: number; character: number; lineEnd: number },
  found: Diagnostic[],
): boolean {
  if (start.character !== 0 || text[start.offset] === '{' || text[start.offset] === '[') return false;
  let keys: Map<string, TopLevelKey> | undefined;
  let block: BlockText | undefined;
  const placed: [number, number, number, number][] = [];
  for (const d of found) {
    const path = d.at ?? d.pathSegments;
    let offset: [number, number];
    let line: number;
    let lineStart: number;
    if (path.length === 0) {
      offset = [start.offset, start.lineEnd];
      line = start.line;
      lineStart = start.offset - start.character;
    } else if (path.length === 1 && typeof path[0] === 'string') {
      keys ??= topLevelKeys(text, chunk);
      if (!keys) return false;
      const entry = keys.get(path[0]);
      if (!entry) {
        offset = [start.offset, Math.min(start.offset + 1, start.lineEnd)];
        line = start.line;
        lineStart = start.offset - start.character;
      } else {
        if (entry.count > 1) return false;
        const value = (d.target ?? 'value') === 'key' ? 'key' : entry.value;
        if (value === 'complex') return false;
        offset = value === 'key' ? [entry.lineStart, entry.keyEnd] : [value[0], value[1]];
        line = entry.line;
        lineStart = entry.lineStart;
      }
    } else {
      block ??= new BlockText(text);
      const found = block.locate(path, d.target ?? 'value');
      if (!found) return false;
      offset = [found[0], found[1]];
      line = found[2];
      lineStart = found[3];
    }
    placed.push([offset[0], offset[1], line, lineStart]);
  }
  found.forEach((d, i) => {
    const [s, e, line, lineStart] = placed[i]!;
    d.offset = [s, e];
    d.range = { start: { line, character: s - lineStart }, end: { line, character: e - lineStart } };
    d.documentIndex = chunk.index;
  });
  return true;
}
