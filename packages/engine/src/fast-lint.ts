import type { Engine } from './engine.js';
import { describeResource, type LintOptions, type LintResult, type Resource } from './lint.js';
import { contentStart, placeTopLevel, type Chunk } from './place-text.js';
import { screen } from './screen.js';
import type { JsonObject } from './types.js';

/**
 * The fast path of the text pipeline (pipeline.ts), one document at a time. The `yaml`
 * package (which keeps source positions) parses about nine times slower than js-yaml,
 * and most documents have no findings, so:
 *
 * 1. `splitDocuments` cuts the text into documents at `---` lines, as the `yaml` parser
 *    does, or gives up (directives, `...`, content on a `---` line);
 * 2. `lintChunkFast` parses a document without tags or complex keys (a textual screen,
 *    screen.ts) with js-yaml's core schema; a probe inside the parse looks at every plain
 *    scalar (leading-zero or `-0` numbers, YAML 1.1 booleans, `_` in numbers, merge keys),
 *    and the parse reports anchors. A document that passes reads the same with js-yaml as
 *    with the `yaml` package, and is validated;
 * 3. findings on top-level fields (`kind`, `apiVersion`, `data`: most findings on kinds
 *    Plumbline does not check) get their ranges from a line scan when the document is
 *    a plain block mapping at column 0, deeper paths from its block structure
 *    (`placeTopLevel`, place-text.ts);
 * 4. a document with any other finding, or that fails the screen, is left to the full
 *    parser (`lintFullParse`) by the pipeline.
 */

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
    (typeof object.kind === 'string' && object.kind.endsWith('List') && Array.isArray(object.items))
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
