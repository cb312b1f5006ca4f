import { execFile } from 'node:child_process';
import { basename, dirname } from 'node:path';

/** The text of a file at git HEAD (`git show HEAD:./<file>`), or undefined when it has none. */
export function headVersion(filePath: string, timeoutMs = 5000): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['show', `HEAD:./${basename(filePath)}`],
      { cwd: dirname(filePath), timeout: timeoutMs, maxBuffer: 32 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout) => {
        resolve(error ? undefined : stdout);
      },
    );
  });
}
