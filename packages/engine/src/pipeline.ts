import type { Engine } from './engine.js';
import { lintChunkFast } from './fast-lint.js';
import { shiftRange, splitDocuments, type Chunk } from './place-text.js';
import { lintFullParse, PARSE_RULES, type LintOptions, type LintResult, type Resource } from './lint.js';
import { applySuppressions, SUPPRESSION_MARKER } from './suppress.js';
import type { Diagnostic } from './types.js';

/**
 * The one text pipeline. Every gate that has text (the CLI, the language server,
 * `applyFixes`, `lintSet`) goes through `TextLinter.lint`:
 *
 *   text ─▶ split into documents ─▶ per document: cache? ─▶ fast parse ─▶ validate ─▶ place
 *                                                        └─▶ full parse ─▶ validate ─▶ place
 *        ─▶ shift into the file ─▶ suppress ─▶ sort
 *
 * A document is linted on its own text, so that its result can be kept (the editor's
 * cache) and reused while the document does not change. Whatever cannot be cut into
 * documents safely (tabs, a lone carriage return, directives, content on a `---` line)
 * and any YAML syntax problem (which can change how the rest of the stream reads) sends
 * the whole text through the full parser instead, so that the results never depend on
 * the path taken.
 */

const PARSE_PROBLEM_RULES = new Set<string>([PARSE_RULES.syntax, PARSE_RULES.duplicateKey, PARSE_RULES.tabIndentation]);

/** One document's result, positions relative to its text, and whether the fast path's screen vouched for the text. */
export interface LintedDocument {
  result: LintResult;
  screened: boolean;
}

/**
 * Results of documents by their text, for an editor that lints the same file again after
 * each edit. The results of one lint are kept for the next; the rest are dropped. The
 * results depend on the options, so a change of `key` empties the cache.
 */
export class DocumentCache {
  private kept = new Map<string, LintedDocument>();
  private used = new Map<string, LintedDocument>();
  private key: string | undefined;

  /** Starts a lint with options described by `key`. */
  begin(key: string): void {
    if (key !== this.key) {
      this.kept.clear();
      this.key = key;
    }
    this.used = new Map();
  }

  get(text: string): LintedDocument | undefined {
    const hit = this.used.get(text) ?? this.kept.get(text);
    if (hit) this.used.set(text, hit);
    return hit;
  }

  set(text: string, linted: LintedDocument): void {
    this.used.set(text, linted);
  }

  /** Ends a lint: only the documents it saw are kept. */
  end(): void {
    this.kept = this.used;
    this.used = new Map();
  }

  get size(): number {
    return this.kept.size;
  }
}

/** The pipeline over one engine, with an optional document cache (none for the CLI, one per open file in the editor). */
export class TextLinter {
  constructor(
    private readonly engine: Engine,
    private readonly cache?: DocumentCache,
  ) {}

  /**
   * Lints manifest text (YAML or JSON, many documents). `identity` names what `options`
   * holds that JSON cannot show (the stored objects behind `oldObjectFor`); with a cache,
   * a change of it or of the options drops the cached results.
   */
  lint(text: string, options: LintOptions = {}, identity = ''): LintResult {
    const result = (!options.fullParse && this.byDocument(text, options, identity)) || lintFullParse(this.engine, text, options);
    result.diagnostics.sort(byPosition);
    if (options.suppressions !== false && text.includes(SUPPRESSION_MARKER)) {
      const engine = this.engine;
      const applied = applySuppressions(text, result.diagnostics, {
        reportUnused: options.reportUnusedDisables ?? 'off',
        diagnostic: (id, d) => engine.diagnostic(id, d, options),
      });
      result.diagnostics = applied.diagnostics;
      if (applied.suppressed.length > 0) result.suppressed = applied.suppressed;
    }
    return result;
  }

  /** Document by document, or undefined when the whole text needs the full parser. */
  private byDocument(text: string, options: LintOptions, identity: string): LintResult | undefined {
    // Tabs, and a carriage return that is not part of CRLF (YAML reads it as a line break), are left to the full parser.
    if (text.includes('\t') || (text.includes('\r') && /\r(?!\n)/.test(text))) return undefined;
    const chunks = splitDocuments(text);
    if (!chunks) return undefined;
    const cache = this.cache;
    cache?.begin(`${identity}\u0000${JSON.stringify({ ...options, uri: undefined, oldObjectFor: undefined })}`);
    const out: LintResult = { resources: [], diagnostics: [], documentCount: 0 };
    for (const chunk of chunks) {
      const content = text.slice(chunk.start, chunk.end);
      let linted = cache?.get(content);
      if (!linted) {
        linted = this.lintDocument(content, options);
        if (!linted) return undefined;
        cache?.set(content, linted);
      }
      // Cached results are shared between lints: place copies of them.
      placeInto(out, linted, chunk, options.uri, cache !== undefined);
    }
    cache?.end();
    return out;
  }

  /** One document's text, positions relative to it; undefined when its YAML has a syntax problem. */
  private lintDocument(content: string, options: LintOptions): LintedDocument | undefined {
    const fast = lintChunkFast(this.engine, content, options);
    switch (fast.kind) {
      case 'done':
        // The screen vouched for this document: `placeInto` records its cut for the set pass.
        return { result: fast.result, screened: true };
      case 'empty':
        return { result: { resources: [], diagnostics: [], documentCount: 0 }, screened: false };
      case 'syntax':
        return undefined;
      case 'full': {
        const full = lintFullParse(this.engine, content, options);
        return full.diagnostics.some((d) => PARSE_PROBLEM_RULES.has(d.ruleId)) ? undefined : { result: full, screened: false };
      }
    }
  }
}

/** Parses and validates manifest text: `TextLinter` without a cache. */
export function lintText(engine: Engine, text: string, options: LintOptions = {}): LintResult {
  return new TextLinter(engine).lint(text, options);
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (
    (a.offset?.[0] ?? 0) - (b.offset?.[0] ?? 0) ||
    (a.offset?.[1] ?? 0) - (b.offset?.[1] ?? 0) ||
    // Equal ids (several findings of one rule on one spot) need no locale comparison, the slow part of this sort.
    (a.ruleId === b.ruleId ? 0 : a.ruleId.localeCompare(b.ruleId))
  );
}

/**
 * The resources of documents the fast path's screen vouched for, placed in their files. Beside the resources, not in
 * them: not part of the result (results of the fast and the full path stay equal; nothing printed or sent between
 * threads), and no change of their shape.
 */
const VOUCHED = new WeakSet<Resource>();

/** Whether `lintText` took `resource` from a document the fast path's screen vouched for. */
export function wasScreened(resource: Resource): boolean {
  return VOUCHED.has(resource);
}

/** Adds a document's result to the file's, moved from document to file positions. */
function placeInto(out: LintResult, linted: LintedDocument, chunk: Chunk, uri: string | undefined, copy: boolean): void {
  const local = linted.result;
  out.documentCount += local.documentCount;
  const vouched = linted.screened;
  if (local.updates) out.updates = (out.updates ?? 0) + local.updates;
  for (const r of local.resources) {
    const placed: Resource = copy ? { ...r } : r;
    placed.uri = uri;
    placed.documentIndex = r.documentIndex + chunk.index;
    placed.range = shiftRange(r.range, chunk.line);
    if (vouched && r.itemIndex === undefined) VOUCHED.add(placed);
    out.resources.push(placed);
  }
  for (const d of local.diagnostics) {
    const placed: Diagnostic = copy ? { ...d } : d;
    if (d.offset) placed.offset = [d.offset[0] + chunk.start, d.offset[1] + chunk.start];
    if (d.range) placed.range = shiftRange(d.range, chunk.line);
    placed.documentIndex = (d.documentIndex ?? 0) + chunk.index;
    out.diagnostics.push(placed);
  }
}
