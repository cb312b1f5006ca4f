import { isKeyChar } from './locate-text.js';
import { isHazardousPlainScalar } from './plain-scalars.js';
import { ownCopy } from './own-copy.js';
import type { JsonObject } from './types.js';

/** A value the reader makes: what a YAML document holds once read. */
type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

/**
 * A reader for the plain block YAML that most manifests are written in, tried by the fast
 * path's screen (screen.ts) before js-yaml. Line by line, it reads block mappings and
 * sequences, one-line plain and quoted scalars (the escapes `\n \t \r \\ \" \/` and `''`),
 * one-line flow collections of scalars, `|`/`>` block scalars with clip or strip chomping, and
 * multi-line plain scalars. It gives up (undefined) on anything else: anchors, tags, other
 * escapes, multi-line quoted scalars, nested flow collections, tabs, carriage returns,
 * duplicate keys, nesting past MAX_DEPTH, scalars whose type YAML readers disagree on. The
 * screen then parses the document with js-yaml as before.
 *
 * Its contract: when it returns a value, the `yaml` package (the full parse) reads the
 * document without a problem, to the same value (`test/core/quick-read.test.ts` checks that
 * on the corpora, on generated and on mutated documents), so the screen may take it in place
 * of a parse. It exists for speed: js-yaml's parse was about 450 ms of a 1.6 s CPU profile of
 * a lint of the synthetic corpus (20,000 documents); this reader takes about half as long.
 */

/** Thrown inside the reader when the text leaves the subset it reads; never escapes `quickRead`. */
const UNSURE: unique symbol = Symbol('quick-read: unsure');

/**
 * Characters this reader leaves to js-yaml: tabs and carriage returns (the pipeline takes CRLF files), byte order
 * marks, what js-yaml refuses as non-printable or warns about as a non-ASCII line break, and surrogates (js-yaml
 * checks their pairing). One class, so that the common text costs one scan.
 */
const LEFT_TO_JS_YAML = /[\x00-\x09\x0B-\x1F\x7F-\x9F\u2028\u2029\uD800-\uDFFF\uFEFF\uFFFE\uFFFF]/;
/** Decimal integers and fractions read alike by every YAML 1.2 reader, short enough to convert exactly. */
const PLAIN_INT = /^-?(?:0|[1-9][0-9]{0,14})$/;
const PLAIN_FLOAT = /^-?(?:0|[1-9][0-9]{0,14})\.[0-9]{1,15}$/;
/**
 * What js-yaml's core schema or the `yaml` package could read as a decimal number (a superset of both): a scalar of
 * this shape that is not PLAIN_INT or PLAIN_FLOAT is left to js-yaml. Hexadecimal, octal, `.inf` and `.nan` are
 * screened as hazards before.
 */
const NUMBER_LIKE = /^[-+]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9_]+)(?:[eE][-+]?[0-9]+)?$/;

/**
 * Block collections nested deeper are left to js-yaml, which refuses more than 100 levels; the full parse then reads
 * the document (without source positions past 400 levels, see parse/documents.ts), as before this reader.
 */
const MAX_DEPTH = 64;

const SPACE = 0x20;
const HASH = 0x23;
const COLON = 0x3a;
const DASH = 0x2d;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
const BACKSLASH = 0x5c;

function isLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/**
 * The value of a document's text, when it is a block mapping written in the subset this reader
 * takes; undefined otherwise (the caller then parses it with js-yaml).
 */
export function quickRead(text: string): JsonObject | undefined {
  if (LEFT_TO_JS_YAML.test(text)) return undefined;
  // The values are cut from the text (V8 keeps a slice as a view of its parent string), and a document's text is itself
  // a slice of its file's: read from that, every value a run keeps (a label in the set index, a name in a message) held
  // its whole file alive. The concatenation is flattened into a string of this document only on first read, as js-yaml's
  // own copy (`input += '\0'`) did. The line break it adds is a blank line to the reader. At 200,000 documents, 5 runs
  // each: peak 241-261 MB with it, 245-289 MB without.
  const reader = new QuickReader(`${text}\n`);
  try {
    reader.advance();
    if (reader.atEnd || reader.indent !== 0) return undefined;
    const value = reader.mapping(0, reader.contentStart);
    return reader.atEnd ? value : undefined;
  } catch (error) {
    if (error === UNSURE) return undefined;
    throw error;
  }
}

/**
 * Plain keys read before and found to read as themselves, by a hash of their characters: one per slot, the last one
 * read. Manifests repeat a few hundred keys (`apiVersion`, `metadata`, `app.kubernetes.io/name`), and a key found
 * here is neither cut from the text nor tested again, and is a string V8 has already made a property name (cutting and
 * then looking up each key was a fifth of this reader's time). The table holds at most KNOWN_KEYS_SIZE strings of at most
 * KNOWN_KEY_MAX_LENGTH characters, copies that do not hold the text they were read from.
 */
const KNOWN_KEYS_SIZE = 4096;
/** The longest key the table keeps: a label key is at most 253 + 1 + 63 characters. */
const KNOWN_KEY_MAX_LENGTH = 320;
const KNOWN_KEYS: (string | undefined)[] = new Array<string | undefined>(KNOWN_KEYS_SIZE).fill(undefined);

class QuickReader {
  /** Whether every line has been read. */
  atEnd = false;
  /** The current content line: where it starts, its indentation, its first character and its end (a `\n` or the text's end). */
  lineStart = 0;
  indent = 0;
  contentStart = 0;
  lineEnd = 0;
  /** Where the line after the current one starts. */
  private next = 0;
  /** Past the closing quote or bracket of the last quoted scalar or flow sequence read. */
  private after = 0;
  /** Whether the last plain scalar line read ended in a comment. */
  private commented = false;
  /** The end of the line `scanLine` read last (a `\n` or the text's end). */
  private scannedEnd = 0;
  /** How many block collections hold the one being read. */
  private depth = 0;
  /** The hash of the plain key `keyEnd` read last (see KNOWN_KEYS). */
  private keyHash = 0;

  constructor(private readonly text: string) {}

  /** Moves to the next line that holds content (not blank, not a comment). */
  advance(): void {
    const text = this.text;
    const length = text.length;
    let pos = this.next;
    while (pos < length) {
      const first = this.scanLine(pos);
      const end = this.scannedEnd;
      if (first < end && text.charCodeAt(first) !== HASH) {
        // Markers and directives at the start of a line end the document or start another: not this reader's business.
        if (first === pos) {
          const c = text.charCodeAt(pos);
          if ((c === DASH && text.startsWith('---', pos)) || (c === 0x2e && text.startsWith('...', pos)) || c === 0x25) throw UNSURE;
        }
        this.lineStart = pos;
        this.indent = first - pos;
        this.contentStart = first;
        this.lineEnd = end;
        this.next = end + 1;
        return;
      }
      pos = end + 1;
    }
    this.next = pos;
    this.atEnd = true;
  }

  /** Where the first character after the leading spaces of the line starting at `pos` is; `scannedEnd` is its end. */
  private scanLine(pos: number): number {
    const text = this.text;
    let end = text.indexOf('\n', pos);
    if (end < 0) end = text.length;
    let first = pos;
    while (first < end && text.charCodeAt(first) === SPACE) first += 1;
    this.scannedEnd = end;
    return first;
  }

  /** A block mapping whose keys stand at `column`; its first key starts at `keyAt` on the current line. */
  mapping(column: number, keyAt: number): JsonObject {
    if (++this.depth > MAX_DEPTH) throw UNSURE;
    const text = this.text;
    const object: JsonObject = {};
    let at = keyAt;
    for (;;) {
      const colon = this.keyEnd(at);
      if (colon < 0) throw UNSURE;
      const key = this.keyText(at, colon);
      if (key === '__proto__' || Object.prototype.hasOwnProperty.call(object, key)) throw UNSURE;
      const end = this.lineEnd;
      let v = colon + 1;
      while (v < end && text.charCodeAt(v) === SPACE) v += 1;
      if (v >= end || text.charCodeAt(v) === HASH) {
        this.advance();
        object[key] = this.nested(column, true);
      } else {
        object[key] = this.inline(column, v);
      }
      if (this.atEnd || this.indent < column) {
        this.depth -= 1;
        return object;
      }
      // Deeper: the continuation of a scalar, or a syntax error; at the keys' column, `- ` after a scalar is an error.
      if (this.indent > column || this.isItem(this.contentStart)) throw UNSURE;
      at = this.contentStart;
    }
  }

  /** A block sequence whose `- ` stand at `column`, its first item on the current line. */
  private sequence(column: number): JsonValue[] {
    if (++this.depth > MAX_DEPTH) throw UNSURE;
    const text = this.text;
    const items: JsonValue[] = [];
    for (;;) {
      const end = this.lineEnd;
      let v = this.contentStart + 1;
      while (v < end && text.charCodeAt(v) === SPACE) v += 1;
      if (v >= end || text.charCodeAt(v) === HASH) {
        this.advance();
        items.push(this.nested(column, false));
      } else if (this.isItem(v)) {
        throw UNSURE;
      } else if (this.keyEnd(v) >= 0) {
        items.push(this.mapping(v - this.lineStart, v));
      } else {
        items.push(this.inline(column, v));
      }
      if (this.indent > column && !this.atEnd) throw UNSURE;
      // Shallower, or a key at the column of the `- `: the next entry of the mapping that holds this sequence.
      if (this.atEnd || this.indent < column || !this.isItem(this.contentStart)) {
        this.depth -= 1;
        return items;
      }
    }
  }

  /**
   * The value of a key or item with nothing after it on its line (the current line is the next content line):
   * a block collection indented deeper (or, for a key, a sequence at its own column), else null.
   */
  private nested(parentColumn: number, sequenceAtColumn: boolean): JsonValue {
    if (this.atEnd) return null;
    if (this.indent > parentColumn) {
      return this.isItem(this.contentStart) ? this.sequence(this.indent) : this.mapping(this.indent, this.contentStart);
    }
    if (this.indent === parentColumn && sequenceAtColumn && this.isItem(this.contentStart)) return this.sequence(this.indent);
    return null;
  }

  /** `-` followed by a space or the end of the line. */
  private isItem(at: number): boolean {
    return this.text.charCodeAt(at) === DASH && (at + 1 >= this.lineEnd || this.text.charCodeAt(at + 1) === SPACE);
  }

  /** Where the `:` of a key starting at `at` on the current line stands, or -1 when no key this reader takes starts there. */
  private keyEnd(at: number): number {
    const text = this.text;
    const end = this.lineEnd;
    const c = text.charCodeAt(at);
    let colon: number;
    if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
      let close = at + 1;
      while (close < end) {
        const d = text.charCodeAt(close);
        if (d === c) break;
        if (d === BACKSLASH && c === DOUBLE_QUOTE) return -1;
        close += 1;
      }
      // `''` inside a single-quoted key is an escaped quote: left to js-yaml.
      if (close >= end || (c === SINGLE_QUOTE && text.charCodeAt(close + 1) === SINGLE_QUOTE)) return -1;
      colon = close + 1;
    } else {
      if (!isLetter(c) && c !== 0x5f && !(c === 0x2e && !isDigit(text.charCodeAt(at + 1)))) return -1;
      // The key's hash, for `keyText`'s table, as its characters go by.
      let hash = c;
      colon = at + 1;
      for (let d = text.charCodeAt(colon); colon < end && isKeyChar(d); d = text.charCodeAt(++colon)) hash = (Math.imul(hash, 31) + d) | 0;
      this.keyHash = hash;
    }
    if (colon >= end || text.charCodeAt(colon) !== COLON) return -1;
    return colon + 1 >= end || text.charCodeAt(colon + 1) === SPACE ? colon : -1;
  }

  /** The string a key reads as; unsure for a plain key that another type (null, a boolean, a YAML 1.1 word) could claim. */
  private keyText(at: number, colon: number): string {
    const text = this.text;
    const c = text.charCodeAt(at);
    if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) return text.slice(at + 1, colon - 1);
    // `keyEnd` just read this key and left its hash.
    const slot = this.keyHash & (KNOWN_KEYS_SIZE - 1);
    const known = KNOWN_KEYS[slot];
    if (known !== undefined && known.length === colon - at && text.startsWith(known, at)) return known;
    const key = text.slice(at, colon);
    if (key.length <= 5 && plainKeyword(key) !== undefined) throw UNSURE;
    if (isHazardousPlainScalar(key)) throw UNSURE;
    // A long key is not kept: the table outlives the document, and holds at most KNOWN_KEYS_SIZE keys this long.
    if (key.length > KNOWN_KEY_MAX_LENGTH) return key;
    const own = ownCopy(key);
    KNOWN_KEYS[slot] = own;
    return own;
  }

  /** A scalar or flow sequence starting at `v` on the current line, in a node at `column`; moves past it. */
  private inline(column: number, v: number): JsonValue {
    const text = this.text;
    const end = this.lineEnd;
    const c = text.charCodeAt(v);
    let value: JsonValue;
    switch (c) {
      case DOUBLE_QUOTE:
      case SINGLE_QUOTE:
        value = this.quoted(v, end);
        break;
      case 0x7c /* | */:
      case 0x3e /* > */:
        return this.blockScalar(column, v);
      case 0x5b /* [ */:
        value = this.flowSequence(v, end);
        break;
      case 0x7b /* { */:
        value = this.flowMapping(v, end);
        break;
      default:
        return this.plain(column, v);
    }
    // After a quoted scalar or a flow collection: blanks, then the end of the line or a comment.
    const after = this.after;
    let rest = after;
    while (rest < end && text.charCodeAt(rest) === SPACE) rest += 1;
    if (rest < end && (text.charCodeAt(rest) !== HASH || rest === after)) throw UNSURE;
    this.advance();
    return value;
  }

  /** A quoted scalar that starts at `v` and closes before `end`; `after` is then set past its closing quote. */
  private quoted(v: number, end: number): string {
    const text = this.text;
    const quote = text.charCodeAt(v);
    // The text before the last escape (`''` in single quotes, a backslash escape in double quotes), when there is one.
    let parts: string | undefined;
    let from = v + 1;
    let close = v + 1;
    for (;;) {
      while (close < end) {
        const d = text.charCodeAt(close);
        if (d === quote || (d === BACKSLASH && quote === DOUBLE_QUOTE)) break;
        close += 1;
      }
      if (close >= end) throw UNSURE;
      if (quote === DOUBLE_QUOTE && text.charCodeAt(close) === BACKSLASH) {
        parts = (parts ?? '') + text.slice(from, close) + escaped(text.charCodeAt(close + 1));
        close += 2;
        from = close;
        continue;
      }
      if (quote === SINGLE_QUOTE && text.charCodeAt(close + 1) === SINGLE_QUOTE) {
        parts = (parts ?? '') + text.slice(from, close + 1);
        close += 2;
        from = close;
        continue;
      }
      break;
    }
    this.after = close + 1;
    return parts === undefined ? text.slice(v + 1, close) : parts + text.slice(from, close);
  }

  /**
   * A flow sequence of scalars that opens at `v` and closes on its line (`[a, b]`, `["sh", "-c"]`): quoted scalars, and
   * plain ones without flow indicators, `:` or `#`; unsure for anything else (nesting, mappings, an empty entry).
   * `after` is then set past its `]`.
   */
  private flowSequence(v: number, end: number): JsonValue[] {
    const items: JsonValue[] = [];
    for (let p = this.flowEntry(v + 1, end, 0x5d /* ] */); p >= 0; p = this.flowEntry(this.after, end, 0x5d, true)) {
      items.push(this.flowScalar(p, end));
    }
    return items;
  }

  /**
   * A flow mapping that opens at `v` and closes on its line (`{cpu: 100m, memory: 128Mi}`): entries `key: value` with
   * keys as in block mappings and values as in flow sequences; unsure for anything else. `after` is then set past its `}`.
   */
  private flowMapping(v: number, end: number): JsonObject {
    const text = this.text;
    const object: JsonObject = {};
    for (let p = this.flowEntry(v + 1, end, 0x7d /* } */); p >= 0; p = this.flowEntry(this.after, end, 0x7d, true)) {
      const colon = this.keyEnd(p);
      // In a flow mapping the `:` needs a blank after it here (`{a:b}` is one plain scalar for some readers).
      if (colon < 0 || colon + 1 >= end) throw UNSURE;
      const key = this.keyText(p, colon);
      if (key === '__proto__' || Object.prototype.hasOwnProperty.call(object, key)) throw UNSURE;
      p = colon + 1;
      while (p < end && text.charCodeAt(p) === SPACE) p += 1;
      object[key] = this.flowScalar(p, end);
    }
    return object;
  }

  /**
   * Where the next entry of a flow collection starts, from `p` (after its opening bracket, or after an entry when
   * `separated`: then a `,` must come first); -1 at its closing `close`, with `after` set past it.
   */
  private flowEntry(p: number, end: number, close: number, separated = false): number {
    const text = this.text;
    while (p < end && text.charCodeAt(p) === SPACE) p += 1;
    if (p < end && text.charCodeAt(p) === close) {
      this.after = p + 1;
      return -1;
    }
    if (separated) {
      if (p >= end || text.charCodeAt(p) !== 0x2c /* , */) throw UNSURE;
      p += 1;
      while (p < end && text.charCodeAt(p) === SPACE) p += 1;
    }
    return p;
  }

  /** A quoted or plain scalar inside a flow collection, starting at `p`; `after` is then set to its end. */
  private flowScalar(p: number, end: number): JsonValue {
    const c = this.text.charCodeAt(p);
    return c === DOUBLE_QUOTE || c === SINGLE_QUOTE ? this.quoted(p, end) : plainValue(this.flowPlain(p, end));
  }

  /**
   * The text of a plain scalar inside a flow collection, starting at `p`: up to a `,`, `]` or `}`, blanks trimmed;
   * unsure for an indicator at its start, or a flow indicator, `:` or `#` inside. `after` is then set to its end.
   */
  private flowPlain(p: number, end: number): string {
    const text = this.text;
    if (!plainStarts(text.charCodeAt(p), text.charCodeAt(p + 1))) throw UNSURE;
    let e = p;
    while (e < end) {
      const d = text.charCodeAt(e);
      if (d === 0x2c /* , */ || d === 0x5d /* ] */ || d === 0x7d /* } */) break;
      if (d === 0x5b || d === 0x7b || d === HASH || d === COLON) throw UNSURE;
      e += 1;
    }
    this.after = e;
    while (text.charCodeAt(e - 1) === SPACE) e -= 1;
    if (e === p) throw UNSURE;
    return text.slice(p, e);
  }

  /**
   * A plain scalar starting at `v` on the current line, in a node at `column`, with its continuation lines (indented
   * deeper than `column`, folded into one line); moves past it.
   */
  private plain(column: number, v: number): JsonValue {
    const text = this.text;
    const end = this.lineEnd;
    if (!plainStarts(text.charCodeAt(v), v + 1 < end ? text.charCodeAt(v + 1) : SPACE)) throw UNSURE;
    let scalar = text.slice(v, this.plainLineEnd(v, end));
    // A comment ends the scalar: a deeper line after it is a syntax error, which the caller finds.
    if (!this.commented) {
      const length = text.length;
      let pos = this.next;
      let breaks = 0;
      let continued = false;
      while (pos < length) {
        const first = this.scanLine(pos);
        const next = this.scannedEnd;
        if (first === next) {
          // An empty line is a line break of the scalar; a line of blanks is left to js-yaml.
          if (next > pos) throw UNSURE;
          breaks += 1;
          pos = next + 1;
          continue;
        }
        if (first - pos <= column) break;
        const c = text.charCodeAt(first);
        if (c === HASH || !plainStarts(c, first + 1 < next ? text.charCodeAt(first + 1) : SPACE)) throw UNSURE;
        const pieceEnd = this.plainLineEnd(first, next);
        if (this.commented) throw UNSURE;
        scalar += (breaks === 0 ? ' ' : '\n'.repeat(breaks)) + text.slice(first, pieceEnd);
        breaks = 0;
        continued = true;
        pos = next + 1;
      }
      // `advance` goes on from the line that ended the scalar.
      if (continued) this.next = pos;
    }
    const value = plainValue(scalar);
    this.advance();
    return value;
  }

  /**
   * Where the plain scalar text starting at `v` ends on a line ending at `end`: before trailing blanks and before a
   * comment (`commented` then says so); unsure when a `: ` makes the line a mapping entry.
   */
  private plainLineEnd(v: number, end: number): number {
    const text = this.text;
    let e = v;
    this.commented = false;
    while (e < end) {
      const d = text.charCodeAt(e);
      if (d === COLON && (e + 1 >= end || text.charCodeAt(e + 1) === SPACE)) throw UNSURE;
      if (d === HASH && text.charCodeAt(e - 1) === SPACE) {
        this.commented = true;
        break;
      }
      e += 1;
    }
    while (text.charCodeAt(e - 1) === SPACE) e -= 1;
    return e;
  }

  /**
   * A literal (`|`) or folded (`>`) block scalar whose header starts at `v`, in a node at `column`: clip or strip
   * chomping, the indentation found from the first line; unsure for keep chomping, an indentation indicator, lines of
   * blanks, and folded text with more-indented lines.
   */
  private blockScalar(column: number, v: number): string {
    const text = this.text;
    const literal = text.charCodeAt(v) === 0x7c;
    let h = v + 1;
    const strip = text.charCodeAt(h) === DASH;
    if (strip) h += 1;
    const end = this.lineEnd;
    if (h < end) {
      if (text.charCodeAt(h) !== SPACE) throw UNSURE;
      while (h < end && text.charCodeAt(h) === SPACE) h += 1;
      if (h < end && text.charCodeAt(h) !== HASH) throw UNSURE;
    }
    const length = text.length;
    let pos = this.lineEnd + 1;
    let indent = -1;
    let leadingEmpty = 0;
    /** Each line from its indentation on; '' for an empty line. */
    const lines: string[] = [];
    let lastText = -1;
    while (pos < length) {
      const first = this.scanLine(pos);
      const lineEnd = this.scannedEnd;
      if (first === lineEnd) {
        if (lineEnd > pos) throw UNSURE;
        if (indent < 0) leadingEmpty += 1;
        else lines.push('');
        pos = lineEnd + 1;
        continue;
      }
      const lineIndent = first - pos;
      if (indent < 0) {
        if (lineIndent <= column) throw UNSURE;
        indent = lineIndent;
      }
      if (lineIndent < indent) break;
      if (!literal && lineIndent > indent) throw UNSURE;
      lines.push(text.slice(pos + indent, lineEnd));
      lastText = lines.length - 1;
      pos = lineEnd + 1;
    }
    // No content: an empty string (`|+` keeps line breaks, and is not read here).
    if (lastText < 0) {
      this.next = pos;
      this.advance();
      return '';
    }
    let value: string;
    if (literal) {
      value = '\n'.repeat(leadingEmpty) + lines.slice(0, lastText + 1).join('\n');
    } else {
      if (leadingEmpty > 0) throw UNSURE;
      value = lines[0]!;
      let empty = 0;
      for (let i = 1; i <= lastText; i++) {
        const line = lines[i]!;
        if (line === '') empty += 1;
        else {
          value += empty === 0 ? ' ' + line : '\n'.repeat(empty) + line;
          empty = 0;
        }
      }
    }
    this.next = pos;
    this.advance();
    return strip ? value : value + '\n';
  }
}

/**
 * Whether a plain scalar may start with `c` followed by `next` (a space at the end of a line): not an indicator that
 * starts another node (`- `, `? `, `: `, quotes, flow and block indicators, anchors, aliases, tags, comments,
 * directives, reserved characters), nor a `+`, which this reader leaves to js-yaml.
 */
function plainStarts(c: number, next: number): boolean {
  switch (c) {
    case DASH:
      // `-1`, `--flag`: a plain scalar; `- ` an item, and `-` before a flow indicator an entry of its own.
      return next !== SPACE && next !== 0x2c && next !== 0x5d && next !== 0x7d;
    case 0x3f /* ? */:
    case COLON:
    case 0x2c /* , */:
    case 0x5b /* [ */:
    case 0x5d /* ] */:
    case 0x7b /* { */:
    case 0x7d /* } */:
    case HASH:
    case 0x26 /* & */:
    case 0x2a /* * */:
    case 0x21 /* ! */:
    case 0x7c /* | */:
    case 0x3e /* > */:
    case DOUBLE_QUOTE:
    case SINGLE_QUOTE:
    case 0x25 /* % */:
    case 0x40 /* @ */:
    case 0x60 /* ` */:
    case 0x2b /* + */:
      return false;
    default:
      return true;
  }
}

/** What a double-quoted scalar's escape `\\` + the character `code` stands for; unsure for the escapes not read here. */
function escaped(code: number): string {
  switch (code) {
    case 0x6e /* n */:
      return '\n';
    case 0x74 /* t */:
      return '\t';
    case 0x72 /* r */:
      return '\r';
    case BACKSLASH:
      return '\\';
    case DOUBLE_QUOTE:
      return '"';
    case 0x2f /* / */:
      return '/';
    default:
      throw UNSURE;
  }
}

/** null, true or false for the core schema's words (undefined for any other text). */
function plainKeyword(scalar: string): JsonValue | undefined {
  switch (scalar) {
    case '~':
    case 'null':
    case 'Null':
    case 'NULL':
      return null;
    case 'true':
    case 'True':
    case 'TRUE':
      return true;
    case 'false':
    case 'False':
    case 'FALSE':
      return false;
    default:
      return undefined;
  }
}

/** A one-line plain scalar as js-yaml's core schema reads it, or unsure. */
function plainValue(scalar: string): JsonValue {
  if (isHazardousPlainScalar(scalar)) throw UNSURE;
  const c = scalar.charCodeAt(0);
  if (scalar.length <= 5) {
    const word = plainKeyword(scalar);
    if (word !== undefined) return word;
  }
  if (isDigit(c) || c === DASH || c === 0x2e) {
    if (PLAIN_INT.test(scalar)) return Number(scalar);
    if (PLAIN_FLOAT.test(scalar)) return Number.parseFloat(scalar);
    if (NUMBER_LIKE.test(scalar)) throw UNSURE;
  }
  return scalar;
}
