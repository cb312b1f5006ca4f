import { readFileSync, writeFileSync } from 'node:fs';
import {
  applyFixes,
  customResourceCatalog,
  lintText,
  type CustomResourceCatalog,
  type Diagnostic,
  type JsonObject,
  type LintOptions,
  type LintResult,
  projectForSetRules,
  wasScreened,
  textHash,
  type SetInput,
  type SetRuleFields,
  type Severity,
  type ValidateOptions,
} from '@plumbline/core';
import type { FileResult, ResourceInfo } from '../formatters/types.js';
import {
  decodeInput,
  describeFsError,
  encodeText,
  InputError,
  readInput,
  type CustomResourceSources,
  type DecodedInput,
  type InputFile,
} from '@plumbline/host';
import { sourceComments } from './render.js';
import { reportedOf } from './results.js';

/** What a lint job needs besides the file; plain data, so that it crosses to worker threads. */
export interface LintJobOptions {
  validate: ValidateOptions;
  reportUnusedDisables: Severity | 'off';
  /** Screen documents with the js-yaml fast path (same results); false parses every document fully. Default true. */
  fast?: boolean;
  /**
   * Keep the resources of these kinds for the set-level rules (validateSet), with only the
   * fields of their objects the rules read (`setRuleFields`, `projectForSetRules`).
   */
  keepForSetRules?: SetRuleFields;
  /**
   * The run's CRDs and kubeconform schemas, as plain data (worker threads receive a copy);
   * each thread compiles them once into its catalog (`catalogFor`).
   */
  customResources?: CustomResourceSources & { key: string };
  /**
   * Each file's result keeps its text (`FileResult.keptText`) for the set pass, which places findings in those very
   * texts: a resource the fast path screened is marked so without hashing its file's text (`SetInput.screened`).
   */
  textsKept?: boolean;
  /** Keep the source lines findings start on (`FileResult.sourceLines`), which only some formats print. Default true. */
  sourceLines?: boolean;
}

let catalog: { key: string; value: CustomResourceCatalog } | undefined;

/** The catalog of the run's custom resource kinds, compiled once per thread and run. */
export function catalogFor(sources: LintJobOptions['customResources']): CustomResourceCatalog | undefined {
  if (!sources) return undefined;
  if (catalog?.key !== sources.key)
    catalog = { key: sources.key, value: customResourceCatalog(sources.crds, { jsonSchemas: sources.jsonSchemas }) };
  return catalog.value;
}

/** Lints one text and keeps only what the formatters need (no text, no object bodies). */
export function lintSource(
  display: string,
  text: string,
  options: LintJobOptions,
  oldObjectFor?: (object: JsonObject) => JsonObject | undefined,
): FileResult {
  const result = lintWith(display, text, options, oldObjectFor);
  return fileResultOf(display, text, result, options, oldObjectFor);
}

function lintOptionsFor(
  display: string,
  options: LintJobOptions,
  oldObjectFor?: (object: JsonObject) => JsonObject | undefined,
): LintOptions {
  const lintOptions: LintOptions = { ...options.validate, uri: display, reportUnusedDisables: options.reportUnusedDisables };
  const dynamicKinds = catalogFor(options.customResources);
  if (dynamicKinds) lintOptions.dynamicKinds = dynamicKinds;
  if (oldObjectFor) lintOptions.oldObjectFor = oldObjectFor;
  return lintOptions;
}

function lintWith(
  display: string,
  text: string,
  options: LintJobOptions,
  oldObjectFor?: (object: JsonObject) => JsonObject | undefined,
): LintResult {
  const lintOptions = lintOptionsFor(display, options, oldObjectFor);
  return lintText(text, options.fast === false ? { ...lintOptions, fullParse: true } : lintOptions);
}

/**
 * `--fix`: applies the fixes of the file's findings, writes the file when that changed
 * it, and reports what is left. A file that cannot be written is a read error of the run.
 */
export function fixPath(
  file: InputFile,
  options: LintJobOptions,
  oldObjectFor?: (object: JsonObject) => JsonObject | undefined,
): FileResult {
  let input: DecodedInput;
  let original: Buffer;
  try {
    original = readFileSync(file.path);
    input = decodeInput(original);
  } catch (error) {
    // Not UTF-8 (or UTF-16 with a byte order mark): refused, and the file is left as it is.
    const reason = error instanceof InputError ? `${error.message}; not fixed, the file is unchanged` : describeFsError(error);
    return unreadable(file.display, reason);
  }
  const text = input.text;
  // The text must give back the file's exact bytes, so that writing it changes only what a fix changed.
  if (!encodeText(text, input.encoding).equals(original)) {
    return unreadable(file.display, 'its bytes do not survive decoding and encoding again; not fixed, the file is unchanged');
  }
  const fixed = applyFixes(text, lintOptionsFor(file.display, options, oldObjectFor), file.path.endsWith('.json') ? 'json' : 'yaml');
  if (fixed.text !== text) {
    try {
      writeFileSync(file.path, encodeText(fixed.text, input.encoding));
    } catch (error) {
      return unreadable(file.display, `cannot write the fixed file: ${describeFsError(error)}`);
    }
  }
  const result = fileResultOf(file.display, fixed.text, fixed.result, options, oldObjectFor);
  result.fixed = fixed.fixed.length;
  return result;
}

function fileResultOf(
  display: string,
  text: string,
  result: LintResult,
  options: LintJobOptions,
  oldObjectFor?: (object: JsonObject) => JsonObject | undefined,
): FileResult {
  const fileResult = toFileResult(display, text, result, oldObjectFor, options.sourceLines !== false);
  const fields = options.keepForSetRules;
  if (fields) {
    // `*`: a rule that reads every kind keeps every object whole (admission policies, in a run that has them).
    const every = fields['*'] === true;
    let hash: number | undefined;
    fileResult.setResources = result.resources
      .filter((r) => r.kind !== undefined && (every || Object.hasOwn(fields, r.kind)))
      .map((r) => {
        const input: SetInput = {
          uri: display,
          documentIndex: r.documentIndex,
          apiVersion: r.apiVersion,
          kind: r.kind,
          name: r.name,
          namespace: r.namespace,
          object: projectForSetRules(r.object, every || fields[r.kind!]!),
          status: r.status,
          range: r.range,
        };
        if (r.itemIndex !== undefined) input.itemIndex = r.itemIndex;
        // The fast path vouched for the document: the set pass places its findings without screening it again.
        if (wasScreened(r)) input.screened = options.textsKept ? 0 : (hash ??= textHash(text));
        // Update runs (`--base`, `--old`): the stored object, for the rules that compare (admission policies'
        // oldObject), which read whole objects; a projected entry's reader never compares.
        const old = every ? oldObjectFor?.(r.object) : undefined;
        if (old) input.oldObject = old;
        return input;
      });
  }
  return fileResult;
}

export function toFileResult(
  display: string,
  text: string,
  result: LintResult,
  oldObjectFor?: (object: JsonObject) => JsonObject | undefined,
  keepSourceLines = true,
): FileResult {
  const sourceLines = keepSourceLines ? linesOf(text, result.diagnostics) : {};
  const resources: ResourceInfo[] = result.resources.map((r) => {
    const info: ResourceInfo = {
      apiVersion: r.apiVersion,
      kind: r.kind,
      name: r.name,
      namespace: r.namespace,
      documentIndex: r.documentIndex,
      line: r.range.start.line,
      status: r.status,
    };
    if (r.coverage) info.coverage = r.coverage;
    if (r.itemIndex !== undefined) info.itemIndex = r.itemIndex;
    if (oldObjectFor && oldObjectFor(r.object)) info.update = true;
    return info;
  });
  const fileResult: FileResult = {
    file: display,
    // Placed and their source lines cut: what the report reads of them, no more.
    diagnostics: result.diagnostics.map(reportedOf),
    resources,
    documentCount: result.documentCount,
    bytes: Buffer.byteLength(text),
    sourceLines,
    suppressed: result.suppressed?.length ?? 0,
  };
  // Rendered streams (`helm template … | plumbline lint -`) name each document's template.
  const sources = sourceComments(text);
  if (sources) fileResult.sources = sources;
  return fileResult;
}

/**
 * The source lines (without their line break) where the diagnostics start, by 0-based line. A diagnostic whose offset
 * agrees with its range finds its line around the offset; the others (and a text whose offsets are not this text's)
 * take one scan of the text's lines, so the cost follows the findings, not the length of the text.
 */
export function linesOf(text: string, diagnostics: readonly Diagnostic[]): Record<number, string> {
  const sourceLines: Record<number, string> = {};
  let unplaced: Set<number> | undefined;
  for (const d of diagnostics) {
    if (!d.range) continue;
    const line = d.range.start.line;
    if (Object.hasOwn(sourceLines, line)) continue;
    const at = d.offset?.[0];
    const start = at === undefined || at > text.length ? -1 : text.lastIndexOf('\n', at - 1) + 1;
    if (start >= 0 && at! - start === d.range.start.character) sourceLines[line] = lineAt(text, start);
    else (unplaced ??= new Set()).add(line);
  }
  if (!unplaced) return sourceLines;
  let line = 0;
  let start = 0;
  // A loop, not Math.max(...wanted): a spread of 130,000 values overflows the call stack.
  let last = 0;
  for (const w of unplaced) if (w > last) last = w;
  while (line <= last && start <= text.length) {
    if (unplaced.has(line)) sourceLines[line] = lineAt(text, start);
    const end = text.indexOf('\n', start);
    start = end < 0 ? text.length + 1 : end + 1;
    line += 1;
  }
  return sourceLines;
}

/** The line that starts at `start`, without its line break. */
function lineAt(text: string, start: number): string {
  let end = text.indexOf('\n', start);
  if (end < 0) end = text.length;
  return text.slice(start, end > start && text[end - 1] === '\r' ? end - 1 : end);
}

export function unreadable(display: string, message: string): FileResult {
  return { file: display, diagnostics: [], resources: [], documentCount: 0, bytes: 0, sourceLines: {}, suppressed: 0, readError: message };
}

/** A file's text: from its `bytes` when they were read already (the scan before the lint), else read now. Throws as `readInput`. */
export function inputText(file: InputFile, bytes?: Buffer): string {
  return bytes ? decodeInput(bytes).text : readInput(file);
}

/** Reads and lints one file (or its `bytes`, when they were read already); a read problem becomes the result's `readError`. */
export function lintPath(file: InputFile, options: LintJobOptions, bytes?: Buffer): FileResult {
  let text: string;
  try {
    text = inputText(file, bytes);
  } catch (error) {
    return unreadable(file.display, error instanceof InputError ? error.message : describeFsError(error));
  }
  const result = lintSource(file.display, text, options);
  if (file.path === '-' || options.textsKept) result.keptText = text;
  return result;
}
