import { existsSync, fstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';

/**
 * Collects the files to lint from the command line:
 * - a file is read whatever its extension;
 * - a directory is walked recursively for `.yaml`, `.yml` and `.json`, skipping hidden
 *   entries (`.git`, `.github`, `.plumbline.yaml`) and `node_modules`, honouring `.gitignore` files and the ignore patterns
 *   (`--ignore`, `ignore:` of `.plumbline.yaml`); in a Helm chart folder (one with `Chart.yaml`) only
 *   `Chart.yaml` and `crds/` are taken;
 * - a glob (`'manifests/**\/*.yaml'`) is expanded (ignore patterns apply);
 * - `-` is standard input.
 * A problem with one path (missing, unreadable, a directory loop) is reported and the
 * other paths are still collected.
 */

const GLOB_CHARS = /[*?[\]{}]/;
export const MANIFEST_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);
const SKIPPED_DIRECTORIES = new Set(['.git', 'node_modules']);

export interface InputFile {
  /** Path as shown to the user (relative when given relative), or `<stdin>` (or `--stdin-filename`). */
  display: string;
  /** Absolute path, or `-` for standard input. */
  path: string;
}

export interface InputProblem {
  path: string;
  message: string;
}

export interface IgnoreSet {
  /** gitignore-style patterns and the folder they are relative to. */
  patterns: readonly string[];
  base: string;
}

export interface CollectOptions {
  cwd?: string;
  /** Ignore pattern sets (`--ignore` relative to the working directory, `ignore:` relative to the config file). */
  ignores?: readonly IgnoreSet[];
  /** Honour `.gitignore` files (default true). */
  gitignore?: boolean;
  stdinFilename?: string;
}

export async function collectInputs(
  args: readonly string[],
  options: CollectOptions = {},
): Promise<{ files: InputFile[]; problems: InputProblem[] }> {
  const cwd = options.cwd ?? process.cwd();
  const files: InputFile[] = [];
  const problems: InputProblem[] = [];
  const seen = new Set<string>();
  const matchers = (options.ignores ?? [])
    .filter((s) => s.patterns.length > 0)
    .map((s) => ({ base: s.base, ig: ignore().add([...s.patterns]) }));
  const ignoredByPatterns = (absolute: string, isDir: boolean): boolean =>
    matchers.some(({ base, ig }) => {
      const rel = path.relative(base, absolute);
      if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return false;
      return ig.ignores(toPosix(rel) + (isDir ? '/' : ''));
    });
  const add = (file: InputFile, resolveLinks = true): void => {
    let key = file.path;
    if (key !== '-' && resolveLinks) {
      try {
        key = realpathSync(key);
      } catch {
        // unreadable paths are reported when read
      }
    }
    if (seen.has(key)) return;
    seen.add(key);
    files.push(file);
  };
  for (const arg of args) {
    if (arg === '-') {
      add({ display: options.stdinFilename ?? '<stdin>', path: '-' });
      continue;
    }
    const absolute = path.resolve(cwd, arg);
    let stats;
    try {
      stats = statSync(absolute);
    } catch (error) {
      if (GLOB_CHARS.test(arg) && !existsSync(absolute)) {
        // tinyglobby (and picomatch) load only when a glob is given: start-up stays short.
        const { globSync } = await import('tinyglobby');
        const matches = globSync(arg, { cwd, dot: false, onlyFiles: true, ignore: ['**/node_modules/**', '**/.git/**'] }).sort();
        if (matches.length === 0) problems.push({ path: arg, message: 'no files match this pattern' });
        for (const match of matches) {
          const full = path.resolve(cwd, match);
          if (!ignoredByPatterns(full, false)) add({ display: match, path: full });
        }
        continue;
      }
      problems.push({ path: arg, message: describeFsError(error) });
      continue;
    }
    if (stats.isDirectory()) {
      let gitignores = options.gitignore === false ? [] : ancestorGitignores(absolute);
      // A folder named on the command line is wanted even if a .gitignore above it ignores it.
      if (isGitIgnored(gitignores, absolute, true)) gitignores = [];
      const real = realpathOr(absolute);
      walk(
        absolute,
        arg,
        { add, problems, ignoredByPatterns, gitignore: options.gitignore !== false },
        gitignores,
        [real],
        real !== absolute,
      );
    } else {
      add({ display: arg, path: absolute });
    }
  }
  return { files, problems };
}

interface WalkContext {
  /** `resolveLinks`: the path went through a symbolic link, so compare real paths. */
  add: (file: InputFile, resolveLinks?: boolean) => void;
  problems: InputProblem[];
  ignoredByPatterns: (absolute: string, isDir: boolean) => boolean;
  gitignore: boolean;
}

interface GitignoreLevel {
  dir: string;
  ig: Ignore;
}

function walk(dir: string, display: string, ctx: WalkContext, gitignores: GitignoreLevel[], ancestors: string[], viaLink: boolean): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    ctx.problems.push({ path: display, message: describeFsError(error) });
    return;
  }
  let levels = gitignores;
  if (ctx.gitignore && entries.some((e) => e.name === '.gitignore' && e.isFile())) {
    try {
      levels = [...gitignores, { dir, ig: ignore().add(readFileSync(path.join(dir, '.gitignore'), 'utf8')) }];
    } catch {
      // an unreadable .gitignore ignores nothing
    }
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // A Helm chart: its templates are Go templates, not YAML, and its values files are not manifests. Chart.yaml
  // stays (it carries the note manifest/build-file, with how to lint the rendered chart) and so does crds/,
  // which Helm applies as it is.
  const chart = entries.some((e) => e.name === 'Chart.yaml' && e.isFile());
  for (const entry of entries) {
    if (chart && entry.name !== 'Chart.yaml' && entry.name !== 'crds') continue;
    const full = path.join(dir, entry.name);
    const shown = display === '.' ? entry.name : path.join(display, entry.name);
    let isDir = entry.isDirectory();
    let isFile = entry.isFile();
    const isLink = entry.isSymbolicLink();
    // Hidden files and folders (.git, .github, .plumbline.yaml, …) are not walked into.
    if (entry.name.startsWith('.')) continue;
    if (isLink) {
      try {
        const target = statSync(full);
        isDir = target.isDirectory();
        isFile = target.isFile();
      } catch (error) {
        // A broken link is a problem only where a manifest was expected: a link named
        // like one. Any other dangling link (a socket, an editor lock) is skipped, as
        // the walk skips every other file.
        const manifestName = MANIFEST_EXTENSIONS.has(path.extname(entry.name).toLowerCase());
        if (manifestName) ctx.problems.push({ path: shown, message: describeFsError(error) });
        continue;
      }
    }
    if (isDir) {
      if (SKIPPED_DIRECTORIES.has(entry.name)) continue;
      if (isGitIgnored(levels, full, true) || ctx.ignoredByPatterns(full, true)) continue;
      // Real paths are only needed once a symbolic link is involved.
      const linked = viaLink || isLink;
      const real = linked ? realpathOr(full) : full;
      if (ancestors.includes(real)) {
        ctx.problems.push({ path: shown, message: 'directory loop: a symbolic link points back to a folder that contains it' });
        continue;
      }
      walk(full, shown, ctx, levels, [...ancestors, real], linked);
    } else if (isFile && MANIFEST_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) {
      if (isGitIgnored(levels, full, false) || ctx.ignoredByPatterns(full, false)) continue;
      ctx.add({ display: shown, path: full }, viaLink || isLink);
    }
  }
}

function isGitIgnored(levels: readonly GitignoreLevel[], absolute: string, isDir: boolean): boolean {
  for (const { dir, ig } of levels) {
    const rel = path.relative(dir, absolute);
    if (rel && !rel.startsWith('..') && ig.ignores(toPosix(rel) + (isDir ? '/' : ''))) return true;
  }
  return false;
}

/** `.gitignore` files of the folders above `dir`, up to the repository root (the folder with `.git`). */
function ancestorGitignores(dir: string): GitignoreLevel[] {
  const chain: string[] = [];
  let current = path.dirname(dir);
  let root: string | undefined;
  if (existsSync(path.join(dir, '.git'))) return [];
  for (;;) {
    chain.unshift(current);
    if (existsSync(path.join(current, '.git'))) {
      root = current;
      break;
    }
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  if (!root) return [];
  const levels: GitignoreLevel[] = [];
  for (const d of chain) {
    const file = path.join(d, '.gitignore');
    try {
      levels.push({ dir: d, ig: ignore().add(readFileSync(file, 'utf8')) });
    } catch {
      // none here
    }
  }
  return levels;
}

function realpathOr(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

function toPosix(p: string): string {
  return path.sep === '/' ? p : p.split(path.sep).join('/');
}

export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a directory';
    case 'ELOOP':
      return 'too many levels of symbolic links';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

export class InputError extends Error {}

export type TextEncoding = 'utf8' | 'utf8-bom' | 'utf16le' | 'utf16be';

/** A file's text and how its bytes encode it, so that `--fix` can write it back the same way. */
export interface DecodedInput {
  text: string;
  encoding: TextEncoding;
}

/** Reads a file (or standard input) as text; see decodeInput. */
export function readInput(file: InputFile): string {
  return readDecoded(file).text;
}

export function readDecoded(file: InputFile): DecodedInput {
  let buffer: Buffer;
  if (file.path === '-') {
    try {
      buffer = readFileSync(0);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException)?.code;
      if (code === 'EBADF' || code === 'EINVAL') throw new InputError('standard input is closed');
      throw error;
    }
    // A closed standard input (`lint - <&-`) must not look like an empty manifest.
    if (buffer.length === 0 && stdinWasClosed()) throw new InputError('standard input is closed: nothing to read');
  } else buffer = readFileSync(file.path);
  return decodeInput(buffer);
}

/**
 * A file's text when it mentions any of `needles` (ASCII words such as kind names), else undefined: for a scan
 * over every input before the lint (the run's CRDs and admission policies), which then decodes only the few files
 * that can matter. UTF-8 is searched as bytes; UTF-16 text is decoded and searched. Throws as `readDecoded` does.
 * `onBytes` receives the bytes read, for a caller that keeps them for the lint (which then need not read them again).
 */
export function readInputMentioning(file: InputFile, needles: readonly string[], onBytes?: (bytes: Buffer) => void): string | undefined {
  if (file.path === '-') throw new InputError('standard input cannot be read twice');
  const buffer = readFileSync(file.path);
  onBytes?.(buffer);
  const utf16 = (buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff);
  if (!utf16 && !needles.some((needle) => buffer.includes(needle))) return undefined;
  const text = decodeInput(buffer).text;
  return needles.some((needle) => text.includes(needle)) ? text : undefined;
}

/**
 * Node reopens a closed standard input as /dev/null for reading and writing; a shell's
 * `< /dev/null` opens it for reading only. Where /proc tells the mode (Linux), that
 * separates the two; elsewhere an empty standard input stays an empty input.
 */
function stdinWasClosed(): boolean {
  try {
    const stdin = fstatSync(0);
    if (!stdin.isCharacterDevice() || stdin.rdev !== statSync('/dev/null').rdev) return false;
    const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync('/proc/self/fdinfo/0', 'utf8'));
    // O_ACCMODE is 3; O_RDWR is 2.
    return !!flags && (Number.parseInt(flags[1]!, 8) & 3) === 2;
  } catch {
    return false;
  }
}

/**
 * Bytes → text, as kubectl reads them: UTF-16 with a byte order mark (little or big
 * endian), otherwise UTF-8 (a UTF-8 byte order mark is dropped). A NUL byte in the first
 * 8 KiB of a UTF-8 file marks a binary file; bytes that are not UTF-8 anywhere in the file
 * are refused with their position (read with replacement characters, they would be
 * reported as something else, and `--fix` would write the replacements back).
 */
export function decodeInput(buffer: Buffer): DecodedInput {
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return { text: utf16(buffer.subarray(2), 'le'), encoding: 'utf16le' };
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return { text: utf16(buffer.subarray(2), 'be'), encoding: 'utf16be' };
  const head = buffer.subarray(0, 8192);
  if (head.includes(0)) throw new InputError('binary file: not a YAML or JSON manifest');
  const bom = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf;
  const body = bom ? buffer.subarray(3) : buffer;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    const at = firstInvalidUtf8(body) + (bom ? 3 : 0);
    const line = countLines(buffer.subarray(0, at)) + 1;
    throw new InputError(
      `not valid UTF-8: byte ${at} (line ${line}) is not part of a UTF-8 character; ` +
        'kubectl reads UTF-8 or UTF-16 with a byte order mark: convert the file (e.g. `iconv -f latin1 -t utf-8`)',
    );
  }
  return { text, encoding: bom ? 'utf8-bom' : 'utf8' };
}

/** The bytes of a text in an encoding decodeInput reads (with its byte order mark). */
export function encodeText(text: string, encoding: TextEncoding): Buffer {
  switch (encoding) {
    case 'utf8':
      return Buffer.from(text, 'utf8');
    case 'utf8-bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    case 'utf16le':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'utf16be':
      return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
  }
}

function utf16(bytes: Buffer, order: 'le' | 'be'): string {
  if (bytes.length % 2 !== 0) throw new InputError('UTF-16 file with an odd number of bytes: it is cut short');
  return order === 'le' ? bytes.toString('utf16le') : Buffer.from(bytes).swap16().toString('utf16le');
}

function countLines(bytes: Buffer): number {
  let n = 0;
  for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) n += 1;
  return n;
}

/** Offset of the first byte outside a well-formed UTF-8 sequence (no overlongs, surrogates, or code points past U+10FFFF). */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    let code = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      code = (code << 6) | (c & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += need + 1;
  }
  return bytes.length;
}
