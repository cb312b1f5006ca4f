import { RE2JS } from '@bufbuild/re2';
import { keptCopy } from '@plumbline/engine';
import { CelLibraryError } from '../values.js';

/**
 * Regular expressions with Go's RE2 syntax. Compiling with RE2JS (a port of RE2/J) refuses what
 * Go's regexp refuses (look-around, back-references) and accepts what it accepts ((?i), \pL, \z).
 * `matches` runs on RE2JS. `find`/`findAll` need match positions, which RE2JS does not expose
 * publicly, so they run the same pattern, once RE2 accepted it, on JavaScript's RegExp with the
 * `u` flag after translating RE2's leading flag group; both engines pick the leftmost match and
 * prefer the first alternative, so the results agree for the patterns RE2 accepts.
 */

/**
 * Compiled patterns by their text, up to CACHE_LIMIT each. A pattern comes from a document (a CEL expression, a CRD's
 * `pattern`): the caches keep their own copies of the texts (`keptCopy`), which would otherwise keep those documents.
 */
const cache = new Map<string, RE2JS>();
const jsCache = new Map<string, RegExp>();
const CACHE_LIMIT = 500;

export function compileRe2(pattern: string): RE2JS {
  let compiled = cache.get(pattern);
  if (!compiled) {
    // The compiled pattern keeps its text too: compiled from the copy.
    const own = keptCopy(pattern);
    try {
      compiled = RE2JS.compile(own);
    } catch (error) {
      throw new CelLibraryError((error as Error).message);
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(own, compiled);
  }
  return compiled;
}

/** A syntax problem of the pattern as RE2 reports it, or undefined when it compiles. */
export function re2SyntaxError(pattern: string): string | undefined {
  try {
    compileRe2(pattern);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

export function re2Matches(text: string, pattern: string): boolean {
  return compileRe2(pattern).test(text);
}

function jsRegExp(pattern: string): RegExp {
  let compiled = jsCache.get(pattern);
  if (compiled) return compiled;
  compileRe2(pattern);
  const own = keptCopy(pattern);
  let source = own;
  let flags = 'gu';
  const leading = /^\(\?([imsU]+)\)/.exec(source);
  if (leading) {
    source = source.slice(leading[0].length);
    for (const flag of leading[1]!) if (flag !== 'U' && !flags.includes(flag)) flags += flag;
  }
  // RE2's \z is JavaScript's end of input; \A its start.
  source = source.replace(/\\z/g, '$').replace(/\\A/g, '^');
  try {
    compiled = new RegExp(source, flags);
  } catch (error) {
    throw new CelLibraryError(`regular expression ${JSON.stringify(pattern)} is not supported offline: ${(error as Error).message}`);
  }
  if (jsCache.size >= CACHE_LIMIT) jsCache.clear();
  jsCache.set(own, compiled);
  return compiled;
}

/** Go's regexp.FindAllString(text, limit): non-overlapping matches, an empty match not right after a match. */
export function findAll(text: string, pattern: string, limit: number): string[] {
  const re = jsRegExp(pattern);
  const out: string[] = [];
  if (limit === 0) return out;
  re.lastIndex = 0;
  let previousEnd = -1;
  while (re.lastIndex <= text.length) {
    const match = re.exec(text);
    if (!match) break;
    const start = match.index;
    const end = start + match[0].length;
    if (match[0].length === 0) {
      // Step past the empty match by one code point.
      const cp = text.codePointAt(start);
      re.lastIndex = start + (cp !== undefined && cp > 0xffff ? 2 : 1);
      if (start === previousEnd) continue;
    }
    out.push(match[0]);
    previousEnd = end;
    if (limit > 0 && out.length >= limit) break;
  }
  return out;
}

export function find(text: string, pattern: string): string {
  return findAll(text, pattern, 1)[0] ?? '';
}
