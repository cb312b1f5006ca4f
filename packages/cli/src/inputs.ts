import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Collects the files to lint from the command line: files (read whatever their
 * extension), directories (recursive, `.yaml`, `.yml`, `.json`, skipping `.git` and
 * `node_modules`) and `-` for standard input. Problems with one path are reported
 * and the other paths are still collected.
 */

export const MANIFEST_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);
const SKIPPED_DIRECTORIES = new Set(['.git', 'node_modules']);

export interface InputFile {
  /** Path as shown to the user (relative when given relative), or `<stdin>`. */
  display: string;
  /** Absolute path, or `-` for standard input. */
  path: string;
}

export interface InputProblem {
  path: string;
  message: string;
}

export function collectInputs(args: readonly string[], cwd = process.cwd()): { files: InputFile[]; problems: InputProblem[] } {
  const files: InputFile[] = [];
  const problems: InputProblem[] = [];
  const seen = new Set<string>();
  const add = (file: InputFile): void => {
    if (seen.has(file.path)) return;
    seen.add(file.path);
    files.push(file);
  };
  for (const arg of args) {
    if (arg === '-') {
      add({ display: '<stdin>', path: '-' });
      continue;
    }
    const absolute = path.resolve(cwd, arg);
    let stats;
    try {
      stats = statSync(absolute);
    } catch (error) {
      problems.push({ path: arg, message: describeFsError(error) });
      continue;
    }
    if (stats.isDirectory()) walk(absolute, arg, add, problems, new Set());
    else add({ display: arg, path: absolute });
  }
  return { files, problems };
}

function walk(dir: string, display: string, add: (f: InputFile) => void, problems: InputProblem[], visited: Set<string>): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    problems.push({ path: display, message: describeFsError(error) });
    return;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    const shown = path.join(display, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) walk(full, shown, add, problems, visited);
    } else if (entry.isFile() && MANIFEST_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) {
      add({ display: shown, path: full });
    }
  }
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

export function readInput(file: InputFile): string {
  return file.path === '-' ? readFileSync(0, 'utf8') : readFileSync(file.path, 'utf8');
}
