import { applySuppressions, DEFAULT_DOCS_BASE_URL, lintText, parseText, type Diagnostic, type LintOptions, type LintResult, type Resource } from '@plumbline/core';
import type { ParsedText } from '@plumbline/core/parse/documents.js';

const SUPPRESSION_MARKER = 'plumbline-disable';

/**
 * Linting of an open document, incrementally. A YAML file is cut into its documents at
 * `---` lines (a `---` at column 0 always starts a document, even inside a block
 * scalar), each piece is linted on its own and its result cached by its text, so that
 * an edit re-checks one document of a 250-document file instead of all of them. The
 * pieces' results are shifted back to file positions; the outcome equals linting the
 * whole text at once (test/lsp/analysis.test.ts checks it).
 */

export interface Chunk {
  /** File offset and line of the chunk's first character. */
  offset: number;
  line: number;
  text: string;
}

export interface Analysis {
  uri: string;
  version: number;
  text: string;
  result: LintResult;
  /** Findings of the cross-resource rules for this document (set by the session). */
  crossResource?: Diagnostic[];
  /** Parsed text, built on demand (hover, code actions, symbols). */
  parsed(): ParsedText;
}

/** A document marker line: `---`, optionally followed by blanks and a comment. */
const MARKER_LINE = /^---[ \t]*(?:#[^\n]*)?\r?$/gm;
/** A marker with content after it, a document end marker or a directive: the cut does not model these. */
const UNSUPPORTED = /^(?:---[ \t]+[^ \t#\r\n]|\.\.\.(?:[ \t]|\r?$)|%)/m;

/**
 * Cuts YAML text at document markers. Returns undefined when the text uses directives
 * or content after a marker, which the cut does not model (the caller lints the whole).
 */
export function splitDocuments(text: string): Chunk[] | undefined {
  if (UNSUPPORTED.test(text)) return undefined;
  const chunks: Chunk[] = [];
  let start = 0;
  let startLine = 0;
  let line = 0;
  let counted = 0;
  MARKER_LINE.lastIndex = 0;
  for (let match = MARKER_LINE.exec(text); match; match = MARKER_LINE.exec(text)) {
    const at = match.index;
    if (match[0].length === 0) MARKER_LINE.lastIndex += 1;
    // Lines between the last counted offset and the marker.
    for (let i = text.indexOf('\n', counted); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line += 1;
    counted = at;
    if (at > start) chunks.push({ offset: start, line: startLine, text: text.slice(start, at) });
    start = at;
    startLine = line;
  }
  chunks.push({ offset: start, line: startLine, text: text.slice(start) });
  return chunks;
}

interface ChunkResult {
  result: LintResult;
  /** Number of YAML documents in the chunk, to number documents across chunks. */
  documents: number;
  /** The result moved to where the chunk last was in the file, reused while it stays there. */
  placed?: { offset: number; line: number; base: number; uri: string | undefined; result: LintResult };
}

/** Lints text, reusing results of unchanged documents. One linter per open document. */
export class IncrementalLinter {
  private cache = new Map<string, ChunkResult>();
  private optionsKey = '';

  /**
   * `identity` names what `options` holds that JSON cannot show (the stored objects
   * behind `oldObjectFor`): when it changes, cached results are dropped.
   */
  lint(text: string, language: 'yaml' | 'json', options: LintOptions, identity = ''): LintResult {
    const key = `${identity}\u0000${JSON.stringify({ ...options, uri: undefined, oldObjectFor: undefined })}`;
    if (key !== this.optionsKey) {
      this.cache.clear();
      this.optionsKey = key;
    }
    const chunks = language === 'yaml' ? splitDocuments(text) : undefined;
    if (!chunks || chunks.length === 1) return lintText(text, options);
    const next = new Map<string, ChunkResult>();
    const merged: LintResult = { resources: [], diagnostics: [], documentCount: 0 };
    let documentBase = 0;
    const chunkOptions: LintOptions = { ...options, suppressions: false };
    for (const chunk of chunks) {
      let cached = next.get(chunk.text) ?? this.cache.get(chunk.text);
      if (!cached) cached = { result: lintText(chunk.text, chunkOptions), documents: countDocuments(chunk.text) };
      next.set(chunk.text, cached);
      const placed = cached.placed;
      if (!placed || placed.offset !== chunk.offset || placed.line !== chunk.line || placed.base !== documentBase || placed.uri !== options.uri) {
        const result: LintResult = { resources: [], diagnostics: [], documentCount: 0 };
        shiftInto(result, cached.result, chunk, documentBase, options.uri);
        cached.placed = { offset: chunk.offset, line: chunk.line, base: documentBase, uri: options.uri, result };
      }
      const result = cached.placed!.result;
      for (const d of result.diagnostics) merged.diagnostics.push(d);
      for (const r of result.resources) merged.resources.push(r);
      merged.documentCount += result.documentCount;
      if (result.updates) merged.updates = (merged.updates ?? 0) + result.updates;
      documentBase += cached.documents;
    }
    this.cache = next;
    // Suppression comments can cover the whole file: apply them to the whole text.
    if (options.suppressions !== false && text.includes(SUPPRESSION_MARKER)) {
      const applied = applySuppressions(text, merged.diagnostics, { reportUnused: options.reportUnusedDisables ?? 'off', docsBaseUrl: options.docsBaseUrl ?? DEFAULT_DOCS_BASE_URL });
      merged.diagnostics = applied.diagnostics;
      if (applied.suppressed.length > 0) merged.suppressed = applied.suppressed;
    }
    return merged;
  }
}

/** Documents the YAML parser sees in a chunk: one per marker, plus one for content before the first marker. */
function countDocuments(text: string): number {
  const body = text.replace(/^---.*(\r?\n|$)/, '');
  const startsWithMarker = body.length !== text.length;
  if (startsWithMarker) return 1;
  return /\S/.test(text.replace(/#.*$/gm, '')) ? 1 : 0;
}

function shiftInto(out: LintResult, result: LintResult, chunk: Chunk, documentBase: number, uri: string | undefined): void {
  out.documentCount += result.documentCount;
  if (result.updates) out.updates = (out.updates ?? 0) + result.updates;
  for (const d of result.diagnostics) {
    const shifted: Diagnostic = { ...d, documentIndex: (d.documentIndex ?? 0) + documentBase };
    if (d.range) shifted.range = { start: { line: d.range.start.line + chunk.line, character: d.range.start.character }, end: { line: d.range.end.line + chunk.line, character: d.range.end.character } };
    if (d.offset) shifted.offset = [d.offset[0] + chunk.offset, d.offset[1] + chunk.offset];
    out.diagnostics.push(shifted);
  }
  for (const r of result.resources) {
    const shifted: Resource = {
      ...r,
      uri,
      documentIndex: r.documentIndex + documentBase,
      range: { start: { line: r.range.start.line + chunk.line, character: r.range.start.character }, end: { line: r.range.end.line + chunk.line, character: r.range.end.character } },
    };
    out.resources.push(shifted);
  }
}

export function createAnalysis(uri: string, version: number, text: string, result: LintResult): Analysis {
  let parsed: ParsedText | undefined;
  return {
    uri,
    version,
    text,
    result,
    parsed: () => (parsed ??= parseText(text)),
  };
}
