import { CelLibraryError, URLValue } from '../values.js';

/**
 * `url()` follows Go's url.ParseRequestURI, as the Kubernetes URLs library does: an absolute URI
 * (`scheme:` then `//authority` or an absolute path) or an absolute path; a port must be digits;
 * a bracketed host is an IPv6 address. The fragment is not split off (ParseRequestURI keeps it).
 */

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

function fail(text: string, reason: string): never {
  throw new CelLibraryError(`URL parse error during conversion from string: parse ${JSON.stringify(text)}: ${reason}`);
}

export function parseRequestUri(text: string): URLValue {
  if (text === '') fail(text, 'empty url');
  if (/[\x00-\x1f\x7f]/.test(text)) fail(text, 'net/url: invalid control character in URL');
  let rest = text;
  let scheme = '';
  const schemeMatch = SCHEME.exec(rest);
  if (schemeMatch) {
    scheme = schemeMatch[1]!.toLowerCase();
    rest = rest.slice(schemeMatch[0].length);
  } else if (/^[^/?]*:/.test(rest) && !rest.startsWith('/')) {
    fail(text, 'missing protocol scheme');
  }
  let rawQuery = '';
  const q = rest.indexOf('?');
  if (q >= 0) {
    rawQuery = rest.slice(q + 1);
    rest = rest.slice(0, q);
  }
  if (!rest.startsWith('/')) fail(text, 'invalid URI for request');
  let host = '';
  if (scheme && rest.startsWith('//')) {
    const afterSlashes = rest.slice(2);
    const slash = afterSlashes.indexOf('/');
    const authority = slash < 0 ? afterSlashes : afterSlashes.slice(0, slash);
    rest = slash < 0 ? '' : afterSlashes.slice(slash);
    const at = authority.lastIndexOf('@');
    host = at < 0 ? authority : authority.slice(at + 1);
    validateHost(text, host);
  }
  let path: string;
  try {
    path = decodeURIComponent(rest);
  } catch {
    fail(text, `invalid URL escape ${JSON.stringify(rest)}`);
  }
  const { hostname, port } = splitHost(host);
  return new URLValue(scheme, host, hostname, port, escapePath(path), rawQuery, text);
}

function validateHost(text: string, host: string): void {
  if (host.startsWith('[')) {
    const close = host.indexOf(']');
    if (close < 0) fail(text, "missing ']' in host");
    const port = host.slice(close + 1);
    if (port !== '' && !/^:\d*$/.test(port)) fail(text, `invalid port ${JSON.stringify(port)} after host`);
    return;
  }
  const colon = host.indexOf(':');
  if (colon >= 0 && !/^:\d*$/.test(host.slice(colon))) fail(text, `invalid port ${JSON.stringify(host.slice(colon))} after host`);
  if (/[ <>"{}|\\^`]/.test(host)) fail(text, `invalid character ${JSON.stringify(/[ <>"{}|\\^`]/.exec(host)![0])} in host name`);
}

function splitHost(host: string): { hostname: string; port: string } {
  if (host.startsWith('[')) {
    const close = host.indexOf(']');
    return { hostname: host.slice(1, close), port: host.slice(close + 2) };
  }
  const colon = host.indexOf(':');
  return colon < 0 ? { hostname: host, port: '' } : { hostname: host.slice(0, colon), port: host.slice(colon + 1) };
}

// Go's shouldEscape in path mode keeps unreserved characters and $&+,/:;=@.
const PATH_SAFE = /[A-Za-z0-9\-_.~$&+,/:;=@]/;

function escapePath(path: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(path)) {
    const ch = String.fromCharCode(byte);
    out += byte < 0x80 && PATH_SAFE.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Go's url.ParseQuery, keeping what parses: `&`-separated pairs, `+` as space, pairs with `;` dropped. */
export function parseQuery(raw: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const pair of raw.split('&')) {
    if (pair === '' || pair.includes(';')) continue;
    const eq = pair.indexOf('=');
    const key = unescapeQuery(eq < 0 ? pair : pair.slice(0, eq));
    const value = unescapeQuery(eq < 0 ? '' : pair.slice(eq + 1));
    if (key === undefined || value === undefined) continue;
    const list = out.get(key) ?? [];
    list.push(value);
    out.set(key, list);
  }
  return out;
}

function unescapeQuery(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

export function isUrl(text: string): boolean {
  try {
    parseRequestUri(text);
    return true;
  } catch {
    return false;
  }
}
