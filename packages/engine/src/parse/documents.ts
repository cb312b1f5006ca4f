import {
  Composer,
  CST,
  YAMLParseError,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  Parser,
  Scalar,
  visit,
  type Alias,
  type Document,
  type Node,
  type Pair,
  type ParsedNode,
  type YAMLMap,
} from 'yaml';
import jsyaml from 'js-yaml';
import { setField } from '../fields.js';
import { AnchorWatch } from '../screen.js';
import type { FieldPath, JsonObject, Range } from '../types.js';

/**
 * Parsing of manifest text: YAML (1.2 syntax, with kubectl's YAML 1.1 reading of
 * leading-zero octal integers) and JSON, many documents per file. Every document keeps
 * its AST with file-absolute offsets so that a field path maps back to a source range.
 * Nothing here throws on bad input: problems come back as `ParseProblem`s.
 */

export type ParseProblemCode = 'syntax' | 'duplicate-key' | 'tab-indentation' | 'too-deep' | 'too-deep-to-read' | 'excessive-aliasing';

export interface ParseProblem {
  code: ParseProblemCode;
  message: string;
  /** Message placeholders of the problem's rule (the limits it hit), when it has more to say than `message`. */
  data?: Record<string, string | number>;
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
/** `.inf` and `.nan` in the spellings YAML allows: the only plain scalars that are meant to be infinite. */
const SPECIAL_FLOAT = /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/**
 * `uniqueKeys: false`: the `yaml` package checks each key against every earlier key of its
 * mapping, which made a mapping of 130,000 keys take minutes; `markDuplicateKeys` does the
 * same check with a set.
 */
const PARSE_OPTIONS = { uniqueKeys: false, prettyErrors: false, strict: true, keepSourceTokens: false } as const;

export function parseText(text: string): ParsedText {
  const lineCounter = new LineIndex(text);
  const problems: ParseProblem[] = [];
  const documents: ParsedDocument[] = [];
  try {
    parseDocuments(text, documents, problems);
  } catch (error) {
    // The yaml package reports problems as document errors; this guards against the unexpected.
    problems.push({
      code: 'syntax',
      message: error instanceof Error ? error.message : String(error),
      offset: [0, Math.min(1, text.length)],
      documentIndex: documents.length,
    });
  }
  return { documents, problems, lineCounter, text };
}

/**
 * Nesting limits. The API server reads at most 10,000 levels: go-yaml's scanner refuses
 * deeper flow or block nesting ("exceeded max depth of 10000") and the JSON decoder
 * deeper objects ("exceeded max depth"). The `yaml` package composes documents
 * recursively and overflows the stack somewhere past 1,000 levels, so a document nested
 * deeper than COMPOSE_MAX_DEPTH is not composed by it: `readDeep` reads it without
 * recursion, and without source positions.
 */
export const SERVER_MAX_DEPTH = 10_000;
export const COMPOSE_MAX_DEPTH = 400;

/** A document too deep for the `yaml` composer: where its content was, and how deep it nests. */
interface DeepDocument {
  start: number;
  end: number;
  depth: number;
  /** Its value read without recursion, or undefined when it uses what `readDeep` does not read. */
  value?: unknown;
}

interface ParsedStream {
  docs: Document.Parsed[];
  /** Deep documents by the offset where their (blanked) content starts. */
  deep: Map<number, DeepDocument>;
}

/**
 * `parseAllDocuments`, in its two steps: the CST parser (iterative, whatever the nesting)
 * and the composer (recursive). Documents nested deeper than COMPOSE_MAX_DEPTH are
 * blanked (a `~` where their content starts, spaces for the rest, line breaks kept, so
 * that offsets and document indexes stay) before composing, and read by `readDeep`.
 */
function parseAll(text: string): ParsedStream {
  const tokens = Array.from(new Parser().parse(text));
  const deep = new Map<number, DeepDocument>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type !== 'document' || !token.value) continue;
    const depth = nestingDepth(token.value);
    if (depth <= COMPOSE_MAX_DEPTH) continue;
    const start = token.value.offset;
    const next = tokens.slice(i + 1).find((t) => t.type === 'document' || t.type === 'doc-end');
    const end = next ? next.offset : text.length;
    const entry: DeepDocument = { start, end, depth };
    if (depth <= SERVER_MAX_DEPTH) {
      const value = readDeep(token.value);
      if (value !== NOT_READ) entry.value = value;
    }
    deep.set(start, entry);
  }
  let docs: Document.Parsed[];
  if (deep.size === 0) docs = Array.from(new Composer(PARSE_OPTIONS).compose(tokens)) as Document.Parsed[];
  else {
    let blanked = text;
    for (const { start, end } of deep.values()) {
      blanked = blanked.slice(0, start) + '~' + blanked.slice(start + 1, end).replace(/[^\r\n]/g, ' ') + blanked.slice(end);
    }
    docs = Array.from(new Composer(PARSE_OPTIONS).compose(new Parser().parse(blanked))) as Document.Parsed[];
  }
  for (const doc of docs) markDuplicateKeys(doc);
  return { docs, deep };
}

/**
 * Adds a DUPLICATE_KEY error, as the `yaml` package's `uniqueKeys` gives it (at the key's
 * first character), for each key a mapping repeats: scalar keys are equal when their values
 * are, other keys only when they are the same node. Aliases are not followed.
 */
function markDuplicateKeys(doc: Document.Parsed): void {
  const stack: unknown[] = [doc.contents];
  const found: YAMLParseError[] = [];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isMap(node)) {
      const seen = new Set<unknown>();
      for (const pair of node.items) {
        const key = pair.key as Node | null;
        const identity = isScalar(key) ? key.value : key;
        if (seen.has(identity)) {
          const start = key?.range?.[0] ?? (node as Node).range?.[0] ?? 0;
          found.push(new YAMLParseError([start, start + 1], 'DUPLICATE_KEY', 'Map keys must be unique'));
        } else seen.add(identity);
        if (key && !isScalar(key)) stack.push(key);
        stack.push(pair.value);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) stack.push(item);
    }
  }
  if (found.length === 0) return;
  found.sort((a, b) => a.pos[0] - b.pos[0]);
  for (const error of found) doc.errors.push(error);
}

type CollectionItem = { start?: CST.SourceToken[]; key?: CST.Token | null; sep?: CST.SourceToken[]; value?: CST.Token };

/** The deepest nesting of collections under a CST token, measured without recursion. */
export function nestingDepth(root: CST.Token): number {
  let max = 0;
  const stack: [CST.Token, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [token, depth] = stack.pop()!;
    if (token.type !== 'block-map' && token.type !== 'block-seq' && token.type !== 'flow-collection') continue;
    const inner = depth + 1;
    if (inner > max) max = inner;
    for (const item of token.items as CollectionItem[]) {
      if (item.key) stack.push([item.key, inner]);
      if (item.value) stack.push([item.value, inner]);
    }
  }
  return max;
}

const NOT_READ = Symbol('not read');

/**
 * The plain value of a deeply nested document, built from its CST without recursion:
 * mappings with scalar keys, sequences and scalars (read as the `yaml` package reads
 * them, leading-zero integers as octal). Anchors, aliases, tags, complex keys, duplicate
 * keys and syntax errors are left to the composer's limits: NOT_READ.
 */
function readDeep(root: CST.Token): unknown {
  const holder: { value?: unknown } = {};
  const stack: { token: CST.Token; put: (value: unknown) => void }[] = [{ token: root, put: (v) => (holder.value = v) }];
  const props = (tokens: readonly CST.SourceToken[] | undefined): boolean => !!tokens?.some((t) => t.type === 'anchor' || t.type === 'tag');
  while (stack.length > 0) {
    const { token, put } = stack.pop()!;
    switch (token.type) {
      case 'scalar':
      case 'single-quoted-scalar':
      case 'double-quoted-scalar':
      case 'block-scalar': {
        let failed = false;
        const scalar = CST.resolveAsScalar(token, true, () => (failed = true));
        if (failed || !scalar) return NOT_READ;
        put(scalar.type === 'PLAIN' ? plainScalar(scalar.value) : scalar.value);
        break;
      }
      case 'block-seq':
      case 'block-map':
      case 'flow-collection': {
        const isSeq = token.type === 'block-seq' || (token.type === 'flow-collection' && token.start.source === '[');
        const items = token.items as CollectionItem[];
        if (isSeq) {
          const out: unknown[] = [];
          put(out);
          for (let i = items.length - 1; i >= 0; i--) {
            const item = items[i]!;
            if (props(item.start) || item.key || item.sep?.some((t) => t.type === 'map-value-ind')) return NOT_READ;
            const index = i;
            out[index] = null;
            if (item.value) stack.push({ token: item.value, put: (v) => (out[index] = v) });
          }
        } else {
          const out: Record<string, unknown> = {};
          put(out);
          for (const item of items) {
            if (props(item.start) || props(item.sep) || !item.key) return NOT_READ;
            const keyType = item.key.type;
            if (keyType !== 'scalar' && keyType !== 'single-quoted-scalar' && keyType !== 'double-quoted-scalar') return NOT_READ;
            const key = CST.resolveAsScalar(item.key, true, () => undefined);
            if (!key) return NOT_READ;
            const name = key.type === 'PLAIN' ? String(plainScalar(key.value)) : key.value;
            if (Object.hasOwn(out, name) || name === '<<') return NOT_READ;
            Object.defineProperty(out, name, { value: null, enumerable: true, writable: true, configurable: true });
            if (item.value) stack.push({ token: item.value, put: (v) => (out[name] = v) });
          }
        }
        break;
      }
      default:
        // aliases, errors, and anything else the composer would have to judge
        return NOT_READ;
    }
  }
  return holder.value;
}

/** A plain scalar as the normal path reads it (YAML 1.2 core schema, leading-zero integers as octal). */
function plainScalar(source: string): unknown {
  if (YAML11_OCTAL.test(source)) return Number.parseInt(source, 8);
  const value = (parseDocument(source, PARSE_OPTIONS).contents as Scalar | null)?.value ?? null;
  if (typeof value === 'number' && !Number.isFinite(value) && !SPECIAL_FLOAT.test(source)) return source;
  return typeof value === 'bigint' ? Number(value) : value;
}

/**
 * Parses the documents of `text` (file-absolute offsets: text before the part still to
 * read is blanked, not cut) and appends them. A quoted scalar that is never closed makes
 * the `yaml` package read the rest of the file into it. kubectl cuts the stream at `---`
 * lines before it parses, so there only that document fails: Plumbline cuts there too,
 * and reads the documents after the cut on their own.
 */
function parseDocuments(text: string, documents: ParsedDocument[], problems: ParseProblem[]): void {
  // A loop, not recursion: a file may hold many such cuts.
  let rest = text;
  for (;;) {
    const stream = parseAll(rest);
    let cut: number | undefined;
    for (const doc of stream.docs) {
      cut = runawayQuoteCut(rest, doc);
      if (cut !== undefined) break;
    }
    if (cut === undefined) {
      addDocuments(rest, stream, documents, problems);
      return;
    }
    const head = rest.slice(0, cut);
    addDocuments(head, parseAll(head), documents, problems);
    rest = head.replace(/[^\n]/g, ' ') + rest.slice(cut);
  }
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
      if ((scalar.type === Scalar.QUOTE_DOUBLE || scalar.type === Scalar.QUOTE_SINGLE) && scalar.range && scalar.range[1] >= errorOffset)
        start = scalar.range[0];
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

function addDocuments(text: string, { docs, deep }: ParsedStream, documents: ParsedDocument[], problems: ParseProblem[]): void {
  docs.forEach((doc, i) => {
    const index = documents.length;
    const deepDoc = deep.get((doc.contents as ParsedNode | null)?.range[0] ?? -1);
    if (deepDoc) {
      addDeepDocument(text, doc, deepDoc, index, documents, problems);
      return;
    }
    const lenientValue = doc.errors.length > 0 ? readLeniently(text, doc, docs[i + 1]?.range[0] ?? text.length) : undefined;
    if (lenientValue !== undefined) {
      // The document's first content (not its `---` line): the same whether the document is read in its file or alone.
      const start = (doc.contents as ParsedNode | null)?.range[0] ?? doc.range[0];
      documents.push({
        index,
        value: lenientValue.value,
        ast: doc,
        offset: [start, Math.min(start + 1, text.length)],
        hasErrors: false,
        hazards: [],
        lenient: true,
      });
      return;
    }
    for (const error of doc.errors) {
      const code: ParseProblemCode =
        error.code === 'DUPLICATE_KEY' ? 'duplicate-key' : error.code === 'TAB_AS_INDENT' ? 'tab-indentation' : 'syntax';
      const quoteStart = error.code === 'MISSING_CHAR' && /quote/.test(error.message) ? unclosedQuoteStart(doc, error.pos[0]) : undefined;
      if (quoteStart !== undefined) {
        const quote = text[quoteStart] ?? '"';
        problems.push({
          code,
          message: `the quoted value that starts here has no closing ${quote}`,
          offset: [quoteStart, quoteStart + 1],
          documentIndex: index,
        });
      } else {
        problems.push({
          code,
          message: firstLine(error.message),
          offset: [error.pos[0], Math.max(error.pos[1], error.pos[0] + 1)],
          documentIndex: index,
        });
      }
    }
    dropDocumentBom(text, doc);
    const contents = doc.contents as ParsedNode | null;
    const range = contents?.range ?? doc.range;
    const hazards: Yaml11Hazard[] = [];
    let value: unknown;
    if (doc.errors.length === 0 && contents) {
      try {
        value = toPlain(contents, doc, [], hazards, 0, newBudget(doc));
      } catch (error) {
        const limit = error instanceof LimitError ? error : undefined;
        const message = error instanceof Error ? error.message : String(error);
        const offset: readonly [number, number] = [range[0], Math.min(range[0] + 1, range[1])];
        const problem: ParseProblem = { code: limit?.code ?? 'syntax', message, offset, documentIndex: index };
        if (limit) problem.data = limit.data;
        problems.push(problem);
        documents.push({ index, value: undefined, ast: doc, offset: [range[0], range[1]], hasErrors: true, hazards: [] });
        return;
      }
    }
    documents.push({ index, value, ast: doc, offset: [range[0], range[1]], hasErrors: doc.errors.length > 0, hazards });
  });
}

const MARKER_LINE = /^---(?:[ \t]+(?:#.*)?)?\r?$/;

/**
 * kubectl cuts the stream at `---` lines and reads each document on its own, so a byte
 * order mark that opens a later document is dropped, as at the start of the file. The
 * `yaml` package keeps it as the first character of the first plain scalar (the first
 * key): it is taken out of that scalar, and out of the ranges that start with it.
 */
function dropDocumentBom(text: string, doc: Document.Parsed): void {
  const at = (doc.contents as ParsedNode | null)?.range[0];
  if (at === undefined || at === 0 || text[at] !== '\uFEFF' || text[at - 1] !== '\n') return;
  const previous = text.slice(text.lastIndexOf('\n', at - 2) + 1, at - 1);
  if (!MARKER_LINE.test(previous)) return;
  let node: unknown = doc.contents;
  for (;;) {
    const range = (node as { range?: [number, number, number] | null } | null)?.range;
    if (!range || range[0] !== at) return;
    if (isMap(node)) node = (node.items[0] as Pair | undefined)?.key;
    else if (isSeq(node)) node = node.items[0];
    else break;
  }
  const scalar = node as Scalar & { source?: string };
  if (!isScalar(scalar) || scalar.type !== Scalar.PLAIN || typeof scalar.value !== 'string' || !scalar.value.startsWith('\uFEFF')) return;
  scalar.value = scalar.value.slice(1);
  if (typeof scalar.source === 'string') scalar.source = scalar.source.replace(/^\uFEFF/, '');
  // Every node that started at the mark now starts after it.
  for (let n: unknown = doc.contents; n; ) {
    const range = (n as { range?: [number, number, number] | null }).range;
    if (!range || range[0] !== at) break;
    range[0] = at + 1;
    n = isMap(n) ? (n.items[0] as Pair | undefined)?.key : isSeq(n) ? n.items[0] : undefined;
  }
}

/** A document deeper than the composer reads: its value from `readDeep`, or a finding on its first character. */
function addDeepDocument(
  text: string,
  doc: Document.Parsed,
  deep: DeepDocument,
  index: number,
  documents: ParsedDocument[],
  problems: ParseProblem[],
): void {
  const offset: readonly [number, number] = [deep.start, Math.min(deep.start + 1, text.length)];
  if (deep.value !== undefined) {
    // Read without positions: findings point at the document's first character, as for a lenient read.
    documents.push({ index, value: deep.value, ast: doc, offset, hasErrors: false, hazards: [], lenient: true });
    return;
  }
  const tooDeep = deep.depth > SERVER_MAX_DEPTH;
  problems.push({
    code: tooDeep ? 'too-deep' : 'too-deep-to-read',
    message: tooDeep ? `exceeded max depth of ${SERVER_MAX_DEPTH}` : `nested ${deep.depth} levels deep`,
    data: { depth: deep.depth, limit: tooDeep ? SERVER_MAX_DEPTH : COMPOSE_MAX_DEPTH },
    offset,
    documentIndex: index,
  });
  documents.push({ index, value: undefined, ast: doc, offset, hasErrors: true, hazards: [] });
}

/**
 * The `yaml` package follows the YAML 1.2 grammar strictly (for example on the
 * indentation of continuation lines of quoted scalars), while kubectl reads YAML with
 * a libyaml port that is more lenient. When a document fails only with syntax errors
 * and js-yaml (a port of the same lineage) reads that text as exactly one document,
 * Plumbline accepts it the way kubectl would. Duplicate keys and tab indentation are
 * refused by both, so they stay errors (js-yaml refuses duplicate keys as it reads).
 */
function readLeniently(text: string, doc: Document.Parsed, end: number): { value: unknown } | undefined {
  // A duplicate key alone is a duplicate key; beside syntax errors it may be the strict parser's misreading of the
  // structure, and js-yaml (which refuses duplicate keys itself) decides.
  if (doc.errors.some((e) => e.code === 'TAB_AS_INDENT') || doc.errors.every((e) => e.code === 'DUPLICATE_KEY')) return undefined;
  // Tokens the strict parser could not place may lie past the document's own range.
  const source = text.slice(doc.range[0], end);
  try {
    const values: unknown[] = [];
    // js-yaml shares one object for every alias of an anchor, and nothing bounds what walking that graph as a tree
    // costs (an alias bomb): text in which js-yaml stored an anchor and that may use it keeps its errors. The parse
    // itself says whether it stored one (its anchor map when each document's root closes), so a `*` inside a quoted
    // string (a shell glob) does not count, however the strict parser cut the text.
    const anchors = source.includes('*') ? new AnchorWatch() : undefined;
    jsyaml.loadAll(source, (value) => values.push(value), {
      schema: jsyaml.CORE_SCHEMA,
      json: false,
      ...(anchors ? { listener: anchors.listener } : {}),
    });
    if (anchors?.stored()) return undefined;
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

/**
 * Alias expansion is bounded the way kubectl's YAML reader (go-yaml, through
 * sigs.k8s.io/yaml) bounds it: it counts the nodes it decodes, and those decoded inside
 * an alias. Past 100 of those out of more than 1,000, the share reached by aliases may
 * be at most 99 % up to 400,000 decoded nodes, falling evenly to 10 % at 4,000,000;
 * beyond that the document is refused ("document contains excessive aliasing"). A
 * billion-laughs document is thus stopped after about a thousand nodes, whatever its
 * expansion would be.
 */
const ALIAS_RATIO_LOW = 400_000;
const ALIAS_RATIO_HIGH = 4_000_000;

export function allowedAliasRatio(decoded: number): number {
  if (decoded <= ALIAS_RATIO_LOW) return 0.99;
  if (decoded >= ALIAS_RATIO_HIGH) return 0.1;
  return 0.99 - (0.89 * (decoded - ALIAS_RATIO_LOW)) / (ALIAS_RATIO_HIGH - ALIAS_RATIO_LOW);
}

interface Budget {
  decoded: number;
  aliased: number;
  /** Aliases being expanded (0 outside any). */
  inAlias: number;
  /** Collections open on the way down (aliases can nest a document deeper than its text). */
  nesting: number;
  /** The anchors and aliases of the document in order, to resolve aliases without a walk each. */
  anchors: Node[] | undefined;
  doc: Document.Parsed;
}

function newBudget(doc: Document.Parsed): Budget {
  return { decoded: 0, aliased: 0, inAlias: 0, nesting: 0, anchors: undefined, doc };
}

/** A limit a document hit while it was read; becomes a finding of its own rule. */
class LimitError extends Error {
  constructor(
    readonly code: 'too-deep' | 'too-deep-to-read' | 'excessive-aliasing',
    message: string,
    readonly data: Record<string, string | number>,
  ) {
    super(message);
  }
}

/** The node an alias refers to: the last node before it with that anchor (as `Alias.resolve` finds it, with one walk per document). */
function resolveAlias(alias: Alias, budget: Budget): unknown {
  if (!budget.anchors) {
    const found: Node[] = [];
    visit(budget.doc, { Node: (_key, node) => void ((isAlias(node) || (node as { anchor?: string }).anchor) && found.push(node)) });
    budget.anchors = found;
  }
  let target: Node | undefined;
  for (const node of budget.anchors) {
    if (node === alias) break;
    if ((node as { anchor?: string }).anchor === alias.source) target = node;
  }
  return target;
}

/** AST → plain data, resolving aliases and `<<` merge keys and reading leading-zero integers as octal. */
function toPlain(
  node: unknown,
  doc: Document.Parsed,
  path: (string | number)[],
  hazards: Yaml11Hazard[],
  depth: number,
  budget: Budget,
): unknown {
  if (depth > MAX_ALIAS_DEPTH) throw new Error('aliases nest too deeply');
  budget.decoded += 1;
  if (budget.inAlias > 0) budget.aliased += 1;
  if (budget.aliased > 100 && budget.decoded > 1000 && budget.aliased / budget.decoded > allowedAliasRatio(budget.decoded)) {
    const ratio = allowedAliasRatio(budget.decoded);
    const data = { decoded: budget.decoded, aliased: budget.aliased, percent: Math.round(ratio * 100) };
    throw new LimitError('excessive-aliasing', 'document contains excessive aliasing', data);
  }
  if (isAlias(node)) {
    const target = resolveAlias(node, budget);
    budget.inAlias += 1;
    try {
      return toPlain(target, doc, path, hazards, depth + 1, budget);
    } finally {
      budget.inAlias -= 1;
    }
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
    // go-yaml reads a number too large for a float64 (`1e400`) as a string, not as infinity.
    if (typeof value === 'number' && !Number.isFinite(value) && typeof source === 'string' && !SPECIAL_FLOAT.test(source)) return source;
    return value;
  }
  if (!isMap(node) && !isSeq(node)) return null;
  // Aliases can nest a document deeper than its text does; the walk is recursive.
  if (budget.nesting >= COMPOSE_MAX_DEPTH) {
    const data = { depth: `more than ${COMPOSE_MAX_DEPTH}`, limit: COMPOSE_MAX_DEPTH };
    throw new LimitError('too-deep-to-read', 'aliases nest the document too deeply', data);
  }
  budget.nesting += 1;
  try {
    if (isMap(node)) {
      const out: JsonObject = {};
      const merges: unknown[] = [];
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const keyNode = pair.key;
        const keyValue = isScalar(keyNode) ? keyNode.value : toPlain(keyNode, doc, path, hazards, depth + 1, budget);
        const key = keyValue === null ? 'null' : typeof keyValue === 'object' ? JSON.stringify(keyValue) : String(keyValue);
        if (key === '<<' && isScalar(keyNode) && (keyNode as Scalar).type === Scalar.PLAIN) {
          merges.push(toPlain(pair.value, doc, path, hazards, depth + 1, budget));
          continue;
        }
        setField(
          out as Record<string, unknown>,
          key,
          pair.value === null ? null : toPlain(pair.value, doc, [...path, key], hazards, depth, budget),
        );
      }
      for (const merge of merges) {
        for (const source of Array.isArray(merge) ? merge : [merge]) {
          if (source && typeof source === 'object')
            for (const [k, v] of Object.entries(source)) if (!Object.hasOwn(out, k)) setField(out as Record<string, unknown>, k, v);
        }
      }
      return out;
    }
    const items = (node as { items: unknown[] }).items;
    return items.map((item, i) => (item === null ? null : toPlain(item, doc, [...path, i], hazards, depth, budget)));
  } finally {
    budget.nesting -= 1;
  }
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
      const pair = pairByKey(node, name);
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

/** Mappings with this many keys get an index: a scan per finding made 130,000 findings on one mapping quadratic. */
const INDEXED_MAP_SIZE = 64;
const mapIndexes = new WeakMap<object, Map<string, Pair>>();

function pairByKey(map: YAMLMap, name: string): Pair | undefined {
  const matches = (p: unknown): p is Pair => isPair(p) && isScalar(p.key) && String(p.key.value) === name;
  if (map.items.length < INDEXED_MAP_SIZE) return map.items.find(matches);
  let index = mapIndexes.get(map);
  if (!index) {
    index = new Map();
    // The first pair with a key wins, as `find` gives it.
    for (const p of map.items) if (isPair(p) && isScalar(p.key) && !index.has(String(p.key.value))) index.set(String(p.key.value), p);
    mapIndexes.set(map, index);
  }
  return index.get(name);
}

function fallback(doc: Document.Parsed, lastKey: readonly [number, number] | undefined): readonly [number, number] {
  if (lastKey) return lastKey;
  const contents = doc.contents as ParsedNode | null;
  const r = contents?.range ?? doc.range;
  return [r[0], Math.min(r[0] + 1, r[1])];
}

/** Clamps a range to the first line it starts on (before `\r\n`), so that squiggles and reports stay on one line. */
export function clampToFirstLine(text: string, offset: readonly [number, number]): readonly [number, number] {
  const newline = text.indexOf('\n', offset[0]);
  let end = newline >= 0 && newline < offset[1] ? newline : offset[1];
  if (end > offset[0] && text[end - 1] === '\r') end -= 1;
  return [offset[0], Math.max(end, offset[0])];
}

export function toRange(lineCounter: Pick<LineIndex, 'linePos'>, offset: readonly [number, number]): Range {
  const start = lineCounter.linePos(offset[0]);
  const end = lineCounter.linePos(offset[1]);
  return { start: { line: start.line - 1, character: start.col - 1 }, end: { line: end.line - 1, character: end.col - 1 } };
}
