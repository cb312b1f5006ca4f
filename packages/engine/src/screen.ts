import jsyaml from 'js-yaml';
import { isHazardousPlainScalar } from './plain-scalars.js';
import { quickRead } from './quick-read.js';

/**
 * The fast path's screen (fast-lint.ts): whether js-yaml reads a document's text exactly as
 * the `yaml` package (and kubectl) would, so that its value can be validated without the
 * position-keeping parser. A textual check finds tags, merge keys and complex keys; a probe
 * inside the js-yaml parse flags plain scalars that YAML readers disagree on; the parse itself
 * reports anchors.
 */

/**
 * Tags, merge keys and explicit (`?`) complex keys: structure js-yaml's core schema reads differently.
 * Anchors and aliases are not screened in the text (an `&` or `*` after a blank is common
 * inside quoted strings: `"0 * * * *"`, `"a && b"`): the parse itself reports whether it
 * stored an anchor (`AnchorWatch`), and an alias without an anchor is a js-yaml error.
 */
const STRUCTURE_HAZARD = /(?:^|[\s[{,])!|<<\s*:|^\s*\?(?:\s|$)/m;
/** Characters without which STRUCTURE_HAZARD cannot match: one quick scan before the precise one. */
const STRUCTURE_HAZARD_CHARS = /[!?<]/;
/**
 * A flow collection used as a key without `?`, which js-yaml turns into the string "[object Object]" (or the list's
 * items joined by commas) and the `yaml` package into its JSON: in block context a line whose first node is a flow
 * collection followed by `: ` (`{a: 1}: b`); in a flow mapping, an entry that starts with `{` or `[`.
 */
const BLOCK_COLLECTION_KEY = /^[ ]*(?:-[ ]+)*[{[][^\n]*[}\]][ ]*:(?:[ \r\n]|$)/m;
/** A collection right after `{` or `,`: a flow-mapping entry that may start with one (checked by `collectionKeyInFlow`). */
const COLLECTION_AFTER_SEPARATOR = /[{,][ \r\n]*[{[]/;

/**
 * Whether a flow mapping in the text has an entry that starts with a flow collection (a complex key). Reads brackets
 * outside quoted strings and comments; text it misreads (brackets inside plain or block scalars) can only make it say
 * yes, which leaves the document to the full parser.
 */
function collectionKeyInFlow(text: string): boolean {
  const open: number[] = [];
  let previous = 0; // the last character that is not a blank or a line break
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */ || c === 0x27 /* ' */) {
      // Skip a quoted string (a `'` inside a plain word such as `it's` only makes the scan skip more text).
      const close = closingQuote(text, i);
      i = close < 0 ? text.length : close;
      previous = c;
      continue;
    }
    if (c === 0x23 /* # */ && (i === 0 || previous === 0 || isBlank(text.charCodeAt(i - 1)))) {
      while (i < text.length && text.charCodeAt(i) !== 0x0a) i += 1;
      continue;
    }
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (open.length > 0 && open[open.length - 1] === 0x7b && (previous === 0x7b || previous === 0x2c)) return true;
      open.push(c);
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) open.pop();
    if (!isBlank(c)) previous = c;
  }
  return false;
}

/**
 * Whether a quoted scalar in the text goes on over a line that the `yaml` parser does not take as its continuation.
 * js-yaml reads any line up to the closing quote; the `yaml` lexer needs a continuation line (other than a blank one)
 * indented deeper than the block collection that holds the scalar: deeper than its key, or than its `- ` in a
 * sequence. On a shallower line it ends the scalar, with an error (then the full parse reads the document as js-yaml
 * does, and both paths agree) or, when the line break follows `''` or `\"`, with none: it reads the shallower line
 * as a key of its own, and only the full parse can say so.
 *
 * A quote starts a scalar where the `yaml` lexer would start one: first on its line, after `: `, `- ` or `? `, or
 * after `[`, `{`, `,` or a quoted key's `:`; a quote inside a word (`it's`) or a comment does not. The depth needed
 * is overestimated (a misreading can only leave a document to the full parser): the column after the line's first
 * content when that content is a key or a flow collection, after its last `- ` when the quote follows it, and
 * otherwise the quote's own column. Documents are rarely affected: only a line break right after `''` or `\"` in a
 * multi-line quoted scalar can make the paths differ.
 */
function quotedContinuationHazard(text: string): boolean {
  let from = 0;
  let multiLineEnd = -1; // where the last quoted scalar that spans lines closed
  let single = text.indexOf("'");
  let double = text.indexOf('"');
  while (single >= 0 || double >= 0) {
    const quote = single < 0 || (double >= 0 && double < single) ? double : single;
    const lineStart = text.lastIndexOf('\n', quote - 1) + 1;
    const needed = quotedScalarIndent(text, lineStart, Math.max(from, lineStart), quote);
    let next = quote + 1;
    if (needed === 'comment') next = lineEnd(text, quote);
    else if (needed !== undefined) {
      const close = closingQuote(text, quote);
      // Unclosed: js-yaml refuses a quoted scalar that has no end itself; a lone quote in a block scalar reads on.
      next = close < 0 ? quote + 1 : close + 1;
      const firstBreak = text.indexOf('\n', quote);
      if (firstBreak >= 0 && firstBreak < close) {
        // Started on the line where a multi-line one closed: the line's start tells nothing of the depth needed.
        if (multiLineEnd >= lineStart) return true;
        multiLineEnd = close;
      }
      for (let nl = firstBreak; nl >= 0 && nl < close; nl = text.indexOf('\n', nl + 1)) {
        let indent = 0;
        while (text.charCodeAt(nl + 1 + indent) === 0x20) indent += 1;
        const c = text.charCodeAt(nl + 1 + indent);
        const blank = c === 0x0a || (c === 0x0d && text.charCodeAt(nl + 2 + indent) === 0x0a);
        if (!blank && indent < needed && endsInQuote(text, quote, nl)) return true;
      }
    }
    from = next;
    if (single >= 0 && single < from) single = text.indexOf("'", from);
    if (double >= 0 && double < from) double = text.indexOf('"', from);
  }
  return false;
}

/**
 * Whether the `yaml` lexer, ending the quoted scalar that starts at `quote` at the line break `nl`, takes it as closed:
 * the last character before the break is the quote (the second of `''`, or an escaped `\"`). Otherwise it reports a
 * missing quote, and the full parse reads the document leniently, with js-yaml, as the fast path does.
 */
function endsInQuote(text: string, quote: number, nl: number): boolean {
  const last = text.charCodeAt(nl - 1) === 0x0d ? nl - 2 : nl - 1;
  return last > quote && text.charCodeAt(last) === text.charCodeAt(quote);
}

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end < 0 ? text.length : end;
}

/** The index of the quote that closes the quoted scalar starting at `start` (as the `yaml` lexer finds it), or -1. */
function closingQuote(text: string, start: number): number {
  const quote = text[start]!;
  let end = text.indexOf(quote, start + 1);
  if (quote === "'") {
    while (end >= 0 && text.charCodeAt(end + 1) === 0x27) end = text.indexOf("'", end + 2);
  } else {
    while (end >= 0) {
      let backslashes = 0;
      while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes += 1;
      if (backslashes % 2 === 0) break;
      end = text.indexOf('"', end + 1);
    }
  }
  return end;
}

/**
 * For a quote at `quote` on the line that starts at `lineStart`: undefined if it starts no quoted scalar, 'comment'
 * if it is inside a comment, or the indentation its continuation lines need (see quotedContinuationHazard). `from`
 * is where the text not yet read on this line begins (after a quoted scalar closed on it).
 */
function quotedScalarIndent(text: string, lineStart: number, from: number, quote: number): number | 'comment' | undefined {
  for (let i = from; i < quote; i++) {
    if (text.charCodeAt(i) === 0x23 /* # */ && (i === lineStart || text.charCodeAt(i - 1) === 0x20)) return 'comment';
  }
  let before = quote - 1;
  while (before >= lineStart && text.charCodeAt(before) === 0x20) before -= 1;
  if (before >= lineStart) {
    const c = text.charCodeAt(before);
    const indicator = (c === 0x3a /* : */ || c === 0x2d /* - */ || c === 0x3f) /* ? */ && before < quote - 1;
    // In a flow collection a value may follow a quoted key's `:` without a blank (JSON: `{"a":"b"}`).
    const prev = text.charCodeAt(before - 1);
    const jsonValue = c === 0x3a && (prev === 0x22 || prev === 0x27);
    if (!indicator && !jsonValue && c !== 0x5b /* [ */ && c !== 0x7b /* { */ && c !== 0x2c /* , */) return undefined;
  }
  // The line's block prefix: its indentation and `- ` entries, then its first content.
  let content = lineStart;
  while (text.charCodeAt(content) === 0x20) content += 1;
  let lastDash = -1;
  while (text.charCodeAt(content) === 0x2d && text.charCodeAt(content + 1) === 0x20) {
    lastDash = content;
    content += 1;
    while (text.charCodeAt(content) === 0x20) content += 1;
  }
  if (content < quote) return content - lineStart + 1;
  if (lastDash >= 0) return lastDash - lineStart + 1;
  // First on its line: the `yaml` lexer lowers the depth it needs to this line's indentation, unless a blank follows
  // the quote (as it would an indicator); then the depth stays what it was, unknown here, so any line may be too shallow.
  const after = text.charCodeAt(quote + 1);
  return after === 0x20 || after === 0x0a || after === 0x0d || Number.isNaN(after) ? Infinity : quote - lineStart;
}

function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d;
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

/**
 * The fast path's screen of one document. First the quick reader (quick-read.ts), which reads
 * the plain block YAML most manifests are written in and vouches for its own value (it reads
 * only what the `yaml` package reads alike). For the rest: the textual check for structure
 * js-yaml reads differently, then js-yaml with the plain-scalar probe. `read` means the value
 * is the one the `yaml` package would give.
 */
export function screen(content: string): { kind: 'read'; value: unknown } | { kind: 'full' } | { kind: 'syntax' } {
  const quick = quickRead(content);
  if (quick !== undefined) return { kind: 'read', value: quick };
  if (
    (STRUCTURE_HAZARD_CHARS.test(content) && STRUCTURE_HAZARD.test(content)) ||
    keepsBlankTail(content) ||
    // Most documents have no flow collection: two plain searches spare them the line-anchored expressions.
    ((content.includes('{') || content.includes('[')) &&
      (BLOCK_COLLECTION_KEY.test(content) || (COLLECTION_AFTER_SEPARATOR.test(content) && collectionKeyInFlow(content)))) ||
    quotedContinuationHazard(content)
  )
    return { kind: 'full' };
  return screenWithJsYaml(content);
}

/** The screen's parse with js-yaml and the probe, once the textual checks have passed. */
export function screenWithJsYaml(content: string): { kind: 'read'; value: unknown } | { kind: 'full' } | { kind: 'syntax' } {
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
  /** Nesting of the node being composed: 1 for a document's root. */
  depth?: number;
  anchorMap?: Record<string, unknown>;
}

/**
 * Whether a js-yaml parse (`load` or `loadAll`) stored an anchor: its listener looks at the loader's anchor map when a
 * document's root closes, which then holds every anchor that document defined. A loader without the map is not
 * trusted (taken as anchored), nor one without a depth (every node is then looked at). Used by the fast path's screen,
 * which leaves documents with anchors to the full parser, and by the lenient reading's alias-bomb guard.
 */
export class AnchorWatch {
  private anchored = false;
  readonly listener = (event: 'open' | 'close', loaderState: unknown): void => {
    if (event !== 'close' || this.anchored) return;
    const state = loaderState as LoaderAnchors;
    if (state.depth !== undefined && state.depth !== 1) return;
    if (!state.anchorMap || Object.keys(state.anchorMap).length > 0) this.anchored = true;
  };

  stored(): boolean {
    return this.anchored;
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
