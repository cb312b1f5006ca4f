import type { Document } from 'yaml';
import { ENGINE_RULES, type Engine, type ValidateOptions } from './engine.js';
import { formatPath } from './path.js';
import {
  clampToFirstLine,
  locate,
  parseText,
  toRange,
  type ParseProblemCode,
  type ParsedDocument,
  type ParsedText,
} from './parse/documents.js';
import { placeInDocumentText, shiftRange, splitDocuments, type Chunk } from './place-text.js';
import { schemaAt, typedPath } from './schema.js';
import { screenDocument } from './screen.js';
import type { KindDefinition } from './registry.js';
import type { SetResource } from './rule.js';
import type { Diagnostic, FieldPath, JsonObject, PathSegment, Range } from './types.js';

export interface LintOptions extends ValidateOptions {
  /** Where the text came from; carried into resources for reporting. */
  uri?: string;
  /** Honour `# plumbline-disable-…` comments (default true); see suppress.ts. */
  suppressions?: boolean;
  /** Report suppression comments that suppress nothing, at this severity (default off). */
  reportUnusedDisables?: Diagnostic['severity'] | 'off';
  /**
   * Update linting: the stored object for a resource of the text, if any. A resource with
   * one is validated as an UPDATE (`oldObject`), the others as CREATE.
   */
  oldObjectFor?: (object: JsonObject) => JsonObject | undefined;
  /**
   * Parse every document with the position-keeping parser instead of screening it with
   * the fast one first. The results are the same (the tests hold the pipeline to it);
   * this is the reference the fast path is compared with.
   */
  fullParse?: boolean;
}

export type ResourceStatus = SetResource['status'];

/** One Kubernetes object found in the text (a document, or an item of a List document), where it starts. */
export interface Resource extends SetResource {
  range: Range;
}

/**
 * What both parse paths record of a validated object: where it came from, its identity, and
 * whether its kind was checked (`not-checked` for kinds Plumbline does not check, `invalid`
 * when apiVersion or kind could not be resolved).
 */
export function describeResource(
  object: JsonObject,
  found: readonly Diagnostic[],
  definition: KindDefinition | undefined,
  uri: string | undefined,
  documentIndex: number,
): Omit<Resource, 'range'> {
  const metadata = (object.metadata ?? {}) as JsonObject;
  const status: ResourceStatus = found.some((d) => d.ruleId === ENGINE_RULES.kindNotChecked)
    ? 'not-checked'
    : definition
      ? 'checked'
      : 'invalid';
  const described: Omit<Resource, 'range'> = {
    uri,
    documentIndex,
    apiVersion: str(object.apiVersion),
    kind: str(object.kind),
    name: str(metadata.name),
    namespace: str(metadata.namespace),
    object,
    status,
  };
  if (status === 'checked') described.coverage = definition?.coverage ?? 'full';
  return described;
}

export interface LintResult {
  resources: Resource[];
  diagnostics: Diagnostic[];
  /** Number of non-empty documents in the text. */
  documentCount: number;
  /** Findings removed by suppression comments (absent when there were none). */
  suppressed?: Diagnostic[];
  /** Resources validated as updates (with `oldObjectFor`). */
  updates?: number;
}

export const PARSE_RULES = {
  syntax: 'yaml/syntax-error',
  duplicateKey: 'yaml/duplicate-key',
  tabIndentation: 'yaml/tab-indentation',
  nestingTooDeep: 'yaml/nesting-too-deep',
  excessiveAliasing: 'yaml/excessive-aliasing',
  yaml11Boolean: 'yaml/yaml11-boolean',
  yaml11Octal: 'yaml/yaml11-octal',
  notAManifest: 'manifest/not-a-manifest',
} as const;

/** The rule and message of each kind of parse problem. */
const PROBLEM_RULES: Record<ParseProblemCode, readonly [string, string]> = {
  syntax: [PARSE_RULES.syntax, 'syntaxError'],
  'duplicate-key': [PARSE_RULES.duplicateKey, 'duplicateKey'],
  'tab-indentation': [PARSE_RULES.tabIndentation, 'tabIndentation'],
  'too-deep': [PARSE_RULES.nestingTooDeep, 'tooDeep'],
  'too-deep-to-read': [PARSE_RULES.nestingTooDeep, 'tooDeepToRead'],
  'excessive-aliasing': [PARSE_RULES.excessiveAliasing, 'excessiveAliasing'],
};

const LIST_KIND = /^(.+)List$/;

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * A problem found at the end of a document (an unclosed bracket or quote) is reported by
 * the parser where the document ends: past the last line, or on the next `---`. It then
 * points at the last character of the content before it, which an editor or a report can
 * show, and which is the same whether the document is parsed alone or in its file.
 */
function withinContent(text: string, offset: readonly [number, number]): readonly [number, number] {
  const at = offset[0];
  const atMarker = (at === 0 || text[at - 1] === '\n') && /^(---|\.\.\.)(\s|$)/.test(text.slice(at, at + 4));
  if (at < text.trimEnd().length && !atMarker) return offset;
  let last = Math.min(at, text.length) - 1;
  while (last >= 0 && /\s/.test(text[last]!)) last -= 1;
  return last < 0 ? offset : [last, last + 1];
}

/**
 * The position-keeping path of the text pipeline (pipeline.ts): parses the whole text with
 * the `yaml` package, validates every resource and places each finding on its source
 * range. Suppressions and ordering are the pipeline's.
 */
export function lintFullParse(engine: Engine, text: string, options: LintOptions = {}): LintResult {
  const parsed = parseText(text);
  const diagnostics: Diagnostic[] = [];
  const resources: Resource[] = [];

  const make = (
    ruleId: string,
    messageId: string,
    data: Record<string, string | number>,
    offset: readonly [number, number],
    documentIndex: number,
    path: FieldPath = [],
  ): void => {
    const diagnostic = engine.diagnostic(ruleId, { messageId, path, data }, options);
    if (!diagnostic) return;
    const clamped = clampToFirstLine(text, offset);
    diagnostic.range = toRange(parsed.lineCounter, clamped);
    diagnostic.offset = clamped;
    diagnostic.documentIndex = documentIndex;
    diagnostics.push(diagnostic);
  };

  for (const problem of parsed.problems) {
    const [ruleId, messageId] = PROBLEM_RULES[problem.code];
    make(ruleId, messageId, problem.data ?? { detail: problem.message }, withinContent(text, problem.offset), problem.documentIndex);
  }

  let documentCount = 0;
  let updates = 0;
  /** The documents as the fast path cuts the text (null: not cut yet), for placing findings in lenient documents. */
  let chunks: Chunk[] | undefined | null = null;
  for (const doc of parsed.documents) {
    if (doc.hasErrors) {
      documentCount += 1;
      continue;
    }
    // Empty and comment-only documents are skipped without a word.
    if (doc.value === undefined || doc.value === null) continue;
    documentCount += 1;
    const value = doc.value;
    // A top-level list (a scrape configuration, a dashboard list) is another tool's file, as a document without
    // apiVersion and kind is; a list of manifests is a mistake kubectl refuses, and stays manifest/not-an-object.
    if (
      Array.isArray(value) &&
      !value.some((item) => typeof item === 'object' && item !== null && ('apiVersion' in item || 'kind' in item))
    ) {
      make(PARSE_RULES.notAManifest, 'listDocument', {}, doc.offset, doc.index);
      continue;
    }
    if (typeof value === 'object' && !Array.isArray(value)) {
      const object = value as JsonObject;
      const kind = str(object.kind);
      // Grafana provisioning files and the like carry a numeric `apiVersion: 1` and no kind: not manifests either.
      if ((object.apiVersion === undefined || typeof object.apiVersion === 'number') && object.kind === undefined) {
        make(PARSE_RULES.notAManifest, 'notAManifest', {}, doc.offset, doc.index);
        continue;
      }
      // kubectl expands `List` and `<Kind>List` documents on the client: so does Plumbline.
      if (kind && (kind === 'List' || LIST_KIND.test(kind)) && Array.isArray(object.items)) {
        object.items.forEach((item, i) => checkResource(engine, parsed, doc, item, ['items', i], i, options, resources, diagnostics));
        continue;
      }
    }
    checkResource(engine, parsed, doc, value, [], undefined, options, resources, diagnostics);
  }

  const result: LintResult = { resources, diagnostics, documentCount };
  if (updates > 0) result.updates = updates;
  return result;

  function placeLeniently(documentIndex: number, found: Diagnostic[]): boolean {
    if (chunks === null) chunks = text.includes('\t') || /\r(?!\n)/.test(text) ? undefined : splitDocuments(text);
    const chunk = chunks?.find((c) => c.index === documentIndex);
    if (!chunk) return false;
    const content = text.slice(chunk.start, chunk.end);
    if (screenDocument(content) === undefined || !placeInDocumentText(content, found)) return false;
    for (const d of found) {
      d.offset = [d.offset![0] + chunk.start, d.offset![1] + chunk.start];
      d.range = shiftRange(d.range!, chunk.line);
      d.documentIndex = documentIndex;
    }
    return true;
  }

  function checkResource(
    engine: Engine,
    parsed: ParsedText,
    doc: ParsedDocument,
    value: unknown,
    prefix: PathSegment[],
    itemIndex: number | undefined,
    options: LintOptions,
    resources: Resource[],
    out: Diagnostic[],
  ): void {
    const old =
      options.oldObjectFor && typeof value === 'object' && value !== null && !Array.isArray(value)
        ? options.oldObjectFor(value as JsonObject)
        : undefined;
    if (old) updates += 1;
    const found = engine.validate(value, old ? { ...options, operation: 'UPDATE', oldObject: old } : options);
    const object = (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as JsonObject;
    const resolved = engine.resolve(value, options);
    const offset = prefix.length > 0 && !doc.lenient ? locate(doc.ast as Document.Parsed, prefix) : doc.offset;
    const resource: Resource = {
      ...describeResource(object, found, resolved?.definition, options.uri, doc.index),
      // A leniently read document has no AST positions: its resource spans its first line, as any other's does.
      range: toRange(parsed.lineCounter, clampToFirstLine(parsed.text, doc.lenient ? [offset[0], parsed.text.length] : offset)),
    };
    if (itemIndex !== undefined) resource.itemIndex = itemIndex;
    resources.push(resource);

    // YAML 1.1 hazards matter where the kind's schema says what type the field has.
    if (resolved?.definition) {
      const schema = engine.schemaOf(resolved.definition);
      for (const hazard of doc.hazards) {
        if (!startsWith(hazard.path, prefix)) continue;
        const path = typedPath(schema, hazard.path.slice(prefix.length));
        const node = schemaAt(schema, path);
        if (!node) continue;
        if (hazard.kind === 'boolean' && node.type === 'string') {
          make(
            PARSE_RULES.yaml11Boolean,
            'yaml11Boolean',
            { path: formatPath(path), source: hazard.source },
            hazard.offset,
            doc.index,
            path,
          );
        } else if (hazard.kind === 'octal' && (node.type === 'int32' || node.type === 'int64' || node.type === 'int-or-string')) {
          make(
            PARSE_RULES.yaml11Octal,
            'yaml11Octal',
            {
              path: formatPath(path),
              source: hazard.source,
              value: String(hazard.value),
              decimal: hazard.source.replace(/^([-+]?)0+/, '$1') || '0',
            },
            hazard.offset,
            doc.index,
            path,
          );
        }
      }
    }

    // A document read leniently has no positions of its own: its findings are placed from its text, as the fast path
    // places them, where that can be done with certainty; the rest point at the document's start.
    if (doc.lenient && prefix.length === 0 && found.length > 0 && placeLeniently(doc.index, found)) {
      for (const d of found) out.push(d);
      return;
    }
    for (const d of found) {
      const full = [...prefix, ...(d.at ?? d.pathSegments)];
      const located = doc.lenient ? doc.offset : locate(doc.ast as Document.Parsed, full, d.target ?? 'value');
      const clamped = clampToFirstLine(parsed.text, located);
      d.offset = clamped;
      d.range = toRange(parsed.lineCounter, clamped);
      d.documentIndex = doc.index;
      out.push(d);
    }
  }
}

function startsWith(path: FieldPath, prefix: readonly PathSegment[]): boolean {
  return prefix.every((p, i) => path[i] === p);
}
