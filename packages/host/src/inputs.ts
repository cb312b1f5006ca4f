import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
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

export async function collectInputs(args: readonly string[], options: CollectOptions = {}): Promise<{ files: InputFile[]; problems: InputProblem[] }> {
  const cwd = options.cwd ?? process.cwd();
  const files: InputFile[] = [];
  const problems: InputProblem[] = [];
  const seen = new Set<string>();
  const matchers = (options.ignores ?? []).filter((s) => s.patterns.length > 0).map((s) => ({ base: s.base, ig: ignore().add([...s.patterns]) }));
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
      walk(absolute, arg, { add, problems, ignoredByPatterns, gitignore: options.gitignore !== false }, gitignores, [real], real !== absolute);
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
    if (isLink) {
      try {
        const target = statSync(full);
        isDir = target.isDirectory();
        isFile = target.isFile();
      } catch (error) {
        ctx.problems.push({ path: shown, message: describeFsError(error) });
        continue;
      }
    }
    // Hidden files and folders (.git, .github, .plumbline.yaml, …) are not walked into.
    if (entry.name.startsWith('.')) continue;
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

/** Reads a file as UTF-8 text; a binary file (a NUL byte in its first 8 KiB) is an InputError. */
export function readInput(file: InputFile): string {
  const buffer = file.path === '-' ? readFileSync(0) : readFileSync(file.path);
  const head = buffer.subarray(0, 8192);
  if (head.includes(0)) throw new InputError('binary file: not a YAML or JSON manifest');
  let text = buffer.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text;
}
