import jsyaml from 'js-yaml';

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
      let j = i + 1;
      while (j < text.length) {
        const d = text.charCodeAt(j);
        if (c === 0x22 && d === 0x5c /* \ */) j += 2;
        else if (d === c) {
          if (c === 0x27 && text.charCodeAt(j + 1) === 0x27) j += 2;
          else break;
        } else j += 1;
      }
      i = j;
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

function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d;
}
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
 * The fast path's screen of one document: the textual check for structure js-yaml reads
 * differently, then js-yaml with the plain-scalar probe. `read` means js-yaml's value is the
 * one the `yaml` package would give.
 */
export function screen(content: string): { kind: 'read'; value: unknown } | { kind: 'full' } | { kind: 'syntax' } {
  if (
    (STRUCTURE_HAZARD_CHARS.test(content) && STRUCTURE_HAZARD.test(content)) ||
    keepsBlankTail(content) ||
    BLOCK_COLLECTION_KEY.test(content) ||
    (COLLECTION_AFTER_SEPARATOR.test(content) && collectionKeyInFlow(content))
  )
    return { kind: 'full' };
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
