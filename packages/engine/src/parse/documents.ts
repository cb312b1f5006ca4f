import { isAlias, isMap, isPair, isScalar, isSeq, parseAllDocuments, Scalar, type Document, type Node, type ParsedNode } from 'yaml';
import jsyaml from 'js-yaml';
import type { FieldPath, JsonObject, Range } from '../types.js';

/**
 * Parsing of manifest text: YAML (1.2 syntax, with kubectl's YAML 1.1 reading of
 * leading-zero octal integers) and JSON, many documents per file. Every document keeps
 * its AST with file-absolute offsets so that a field path maps back to a source range.
 * Nothing here throws on bad input: problems come back as `ParseProblem`s.
 */

export type ParseProblemCode = 'syntax' | 'duplicate-key' | 'tab-indentation';

export interface ParseProblem {
  code: ParseProblemCode;
  message: string;
  offset: readonly [number, number];
  documentIndex: number;
}

/** A plain scalar that YAML 1.1 readers (kubectl, Helm) read differently from YAML 1.2. */
export interface Yaml11Hazard {
  kind: 'boolean' | 'octal';
  path: FieldPath;
  source: string;
  /** The value Plumbline validates with. */
  value: unknown;
  offset: readonly [number, number];
}

export interface ParsedDocument {
  index: number;
  /** The document as plain data (`undefined` for an empty or comment-only document). */
  value: unknown;
  ast: Document.Parsed;
  /** Offsets [start, end) of the document's content. */
  offset: readonly [number, number];
  hasErrors: boolean;
  hazards: Yaml11Hazard[];
  /**
   * The strict YAML 1.2 parser refused the document but a libyaml-style reader (as
   * kubectl uses) accepts it; `value` comes from that reader and the AST has no usable
   * positions, so findings point at the document's start.
   */
  lenient?: true;
}

/**
 * Line starts of a text, computed from the text itself. (The `yaml` package's
 * LineCounter is filled by its lexer, which skips newlines inside tokens it cannot
 * read, so after a syntax error later lines came out one too high.)
 */
export class LineIndex {
  readonly lineStarts: number[] = [0];

  constructor(text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }

  /** 1-based line and column of an offset, as the `yaml` package's LineCounter gives them. */
  linePos(offset: number): { line: number; col: number } {
    const starts = this.lineStarts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, col: offset - starts[low]! + 1 };
  }
}

export interface ParsedText {
  documents: ParsedDocument[];
  problems: ParseProblem[];
  lineCounter: LineIndex;
  text: string;
}

const YAML11_BOOLEAN = /^(y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/;
const YAML11_OCTAL = /^[-+]?0[0-7]+$/;

const PARSE_OPTIONS = { uniqueKeys: true, prettyErrors: false, strict: true, keepSourceTokens: false } as const;

export function parseText(text: string): ParsedText {
  const lineCounter = new LineIndex(text);
  const problems: ParseProblem[] = [];
  const documents: ParsedDocument[] = [];
  try {
    parseDocuments(text, documents, problems);
  } catch (error) {
    // The yaml package reports problems as document errors; this guards against the unexpected.
    problems.push({ code: 'syntax', message: error instanceof Error ? error.message : String(error), offset: [0, Math.min(1, text.length)], documentIndex: documents.length });
  }
  return { documents, problems, lineCounter, text };
}

function parseAll(text: string): Document.Parsed[] {
  const docs = parseAllDocuments(text, PARSE_OPTIONS) as Document.Parsed[];
  return Array.isArray(docs) ? docs : [docs as unknown as Document.Parsed];
}

/**
 * Parses the documents of `text` (file-absolute offsets: text before the part still to
 * read is blanked, not cut) and appends them. A quoted scalar that is never closed makes
 * the `yaml` package read the rest of the file into it. kubectl cuts the stream at `---`
 * lines before it parses, so there only that document fails: Plumbline cuts there too,
 * and reads the documents after the cut on their own.
 */
function parseDocuments(text: string, documents: ParsedDocument[], problems: ParseProblem[]): void {
  const docs = parseAll(text);
  for (const doc of docs) {
    const cut = runawayQuoteCut(text, doc);
    if (cut === undefined) continue;
    const head = text.slice(0, cut);
    addDocuments(head, parseAll(head), documents, problems);
    parseDocuments(head.replace(/[^\n]/g, ' ') + text.slice(cut), documents, problems);
    return;
  }
  addDocuments(text, docs, documents, problems);
}

const DOCUMENT_START_LINE = /^---(?:[ \t\r]|$)/gm;

/** Where to cut a document whose quoted scalar runs to the end of the text: its first `---` line after the content starts. */
function runawayQuoteCut(text: string, doc: Document.Parsed): number | undefined {
  if (!doc.errors.some((e) => e.code === 'MISSING_CHAR' && /quote/.test(e.message))) return undefined;
  const contentStart = (doc.contents as ParsedNode | null)?.range[0] ?? doc.range[0];
  DOCUMENT_START_LINE.lastIndex = contentStart;
  const marker = DOCUMENT_START_LINE.exec(text);
  return marker && marker.index < doc.range[1] ? marker.index : undefined;
}

/**
 * Where an unclosed quoted scalar opens: the parser reports the error where the document
 * ends, far from the mistake.
 */
function unclosedQuoteStart(doc: Document.Parsed, errorOffset: number): number | undefined {
  let start: number | undefined;
  const visit = (node: unknown): void => {
    if (start !== undefined || node === null || typeof node !== 'object') return;
    if (isScalar(node)) {
      const scalar = node as Scalar;
      if ((scalar.type === Scalar.QUOTE_DOUBLE || scalar.type === Scalar.QUOTE_SINGLE) && scalar.range && scalar.range[1] >= errorOffset) start = scalar.range[0];
    } else if (isMap(node) || isSeq(node)) {
      for (const item of node.items) visit(item);
    } else if (isPair(node)) {
      visit(node.key);
      visit(node.value);
    }
  };
  visit(doc.contents);
  return start;
}

function addDocuments(text: string, docs: Document.Parsed[], documents: ParsedDocument[], problems: ParseProblem[]): void {
  docs.forEach((doc, i) => {
    const index = documents.length;
    const lenientValue = doc.errors.length > 0 ? readLeniently(text, doc, docs[i + 1]?.range[0] ?? text.length) : undefined;
    if (lenientValue !== undefined) {
      const start = doc.range[0];
      documents.push({ index, value: lenientValue.value, ast: doc, offset: [start, Math.min(start + 1, text.length)], hasErrors: false, hazards: [], lenient: true });
      return;
    }
    for (const error of doc.errors) {
      const code: ParseProblemCode = error.code === 'DUPLICATE_KEY' ? 'duplicate-key' : error.code === 'TAB_AS_INDENT' ? 'tab-indentation' : 'syntax';
      const quoteStart = error.code === 'MISSING_CHAR' && /quote/.test(error.message) ? unclosedQuoteStart(doc, error.pos[0]) : undefined;
      if (quoteStart !== undefined) {
        const quote = text[quoteStart] ?? '"';
        problems.push({ code, message: `the quoted value that starts here has no closing ${quote}`, offset: [quoteStart, quoteStart + 1], documentIndex: index });
      } else {
        problems.push({ code, message: firstLine(error.message), offset: [error.pos[0], Math.max(error.pos[1], error.pos[0] + 1)], documentIndex: index });
      }
    }
    const contents = doc.contents as ParsedNode | null;
    const range = contents?.range ?? doc.range;
    const hazards: Yaml11Hazard[] = [];
    let value: unknown;
    if (doc.errors.length === 0 && contents) {
      try {
        value = toPlain(contents, doc, [], hazards, 0);
      } catch (error) {
        problems.push({ code: 'syntax', message: error instanceof Error ? error.message : String(error), offset: [range[0], range[1]], documentIndex: index });
      }
    }
    documents.push({ index, value, ast: doc, offset: [range[0], range[1]], hasErrors: doc.errors.length > 0, hazards });
  });
}

/**
 * The `yaml` package follows the YAML 1.2 grammar strictly (for example on the
 * indentation of continuation lines of quoted scalars), while kubectl reads YAML with
 * a libyaml port that is more lenient. When a document fails only with syntax errors
 * and js-yaml (a port of the same lineage) reads that text as exactly one document,
 * Plumbline accepts it the way kubectl would. Duplicate keys and tab indentation are
 * refused by both, so they stay errors.
 */
function readLeniently(text: string, doc: Document.Parsed, end: number): { value: unknown } | undefined {
  if (doc.errors.some((e) => e.code === 'DUPLICATE_KEY' || e.code === 'TAB_AS_INDENT')) return undefined;
  // Tokens the strict parser could not place may lie past the document's own range.
  const source = text.slice(doc.range[0], end);
  try {
    const values: unknown[] = [];
    jsyaml.loadAll(source, (value) => values.push(value), { schema: jsyaml.CORE_SCHEMA, json: false });
    if (values.length !== 1 || values[0] === undefined || values[0] === null) return undefined;
    return { value: values[0] };
  } catch {
    return undefined;
  }
}

function firstLine(message: string): string {
  const line = message.split('\n')[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, '');
}

const MAX_ALIAS_DEPTH = 64;

/** AST → plain data, resolving aliases and `<<` merge keys and reading leading-zero integers as octal. */
function toPlain(node: unknown, doc: Document.Parsed, path: (string | number)[], hazards: Yaml11Hazard[], depth: number): unknown {
  if (depth > MAX_ALIAS_DEPTH) throw new Error('aliases nest too deeply');
  if (isAlias(node)) {
    const target = node.resolve(doc);
    return toPlain(target, doc, path, hazards, depth + 1);
  }
  if (isScalar(node)) {
    const scalar = node as Scalar;
    const source = (scalar as Scalar & { source?: string }).source;
    if (scalar.type === Scalar.PLAIN && typeof source === 'string') {
      if (YAML11_OCTAL.test(source)) {
        const octal = Number.parseInt(source, 8);
        hazards.push({ kind: 'octal', path: [...path], source, value: octal, offset: rangeOf(scalar) });
        return octal;
      }
      if (typeof scalar.value === 'string' && YAML11_BOOLEAN.test(source)) {
        hazards.push({ kind: 'boolean', path: [...path], source, value: scalar.value, offset: rangeOf(scalar) });
      }
    }
    const value = scalar.value;
    if (typeof value === 'bigint') return Number(value);
    return value;
  }
  if (isMap(node)) {
    const out: JsonObject = {};
    const merges: unknown[] = [];
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const keyNode = pair.key;
      const keyValue = isScalar(keyNode) ? keyNode.value : toPlain(keyNode, doc, path, hazards, depth + 1);
      const key = keyValue === null ? 'null' : typeof keyValue === 'object' ? JSON.stringify(keyValue) : String(keyValue);
      if (key === '<<' && isScalar(keyNode) && (keyNode as Scalar).type === Scalar.PLAIN) {
        merges.push(toPlain(pair.value, doc, path, hazards, depth + 1));
        continue;
      }
      out[key] = pair.value === null ? null : toPlain(pair.value, doc, [...path, key], hazards, depth);
    }
    for (const merge of merges) {
      for (const source of Array.isArray(merge) ? merge : [merge]) {
        if (source && typeof source === 'object') for (const [k, v] of Object.entries(source)) if (!(k in out)) out[k] = v;
      }
    }
    return out;
  }
  if (isSeq(node)) {
    return node.items.map((item, i) => (item === null ? null : toPlain(item, doc, [...path, i], hazards, depth)));
  }
  return null;
}

function rangeOf(node: { range?: [number, number, number] | null }): readonly [number, number] {
  const r = node.range;
  return r ? [r[0], r[1]] : [0, 0];
}

/**
 * The source offsets of a field path in a document. `target: 'value'` gives the
 * value node, `'key'` the key of the last step. A path that does not exist in the
 * text maps to the key of its nearest existing parent (or the document start).
 */
export function locate(doc: Document.Parsed, path: FieldPath, target: 'value' | 'key' = 'value'): readonly [number, number] {
  let node: unknown = doc.contents;
  let lastKey: readonly [number, number] | undefined;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    while (isAlias(node)) node = node.resolve(doc);
    if (isMap(node)) {
      const name = typeof segment === 'object' ? segment.key : String(segment);
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === name);
      if (!pair || !isPair(pair)) return fallback(doc, lastKey);
      const keyRange = isScalar(pair.key) ? rangeOf(pair.key) : undefined;
      if (i === path.length - 1 && target === 'key' && keyRange) return keyRange;
      lastKey = keyRange ?? lastKey;
      if (pair.value === null) return keyRange ?? fallback(doc, lastKey);
      node = pair.value;
    } else if (isSeq(node)) {
      if (typeof segment !== 'number') return fallback(doc, lastKey);
      const item = node.items[segment];
      if (item === undefined || item === null) return fallback(doc, lastKey);
      node = item;
      const itemRange = rangeOf(item as Node);
      if (i === path.length - 1) return itemRange;
      lastKey = itemRange;
    } else {
      return fallback(doc, lastKey);
    }
  }
  // A block map or sequence spans many lines: point at the key that holds it (or, for a
  // list item, at the item itself; callers clamp ranges to their first line).
  if ((isMap(node) || isSeq(node)) && lastKey) return lastKey;
  return rangeOf(node as Node);
}

function fallback(doc: Document.Parsed, lastKey: readonly [number, number] | undefined): readonly [number, number] {
  if (lastKey) return lastKey;
  const contents = doc.contents as ParsedNode | null;
  const r = contents?.range ?? doc.range;
  return [r[0], Math.min(r[0] + 1, r[1])];
}

export function toRange(lineCounter: Pick<LineIndex, 'linePos'>, offset: readonly [number, number]): Range {
  const start = lineCounter.linePos(offset[0]);
  const end = lineCounter.linePos(offset[1]);
  return { start: { line: start.line - 1, character: start.col - 1 }, end: { line: end.line - 1, character: end.col - 1 } };
}
