import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../utils/paths.js';

/**
 * Lines stay readable: no line of the sources in rules/ and packages/ is longer than 140
 * characters. Prettier (`npm run format`) formats the code at that width; long strings and
 * comments it cannot break are split by hand, which this test keeps honest.
 */

const LIMIT = 140;

describe('line length (meta test)', () => {
  it(`no line in rules/ or packages/ is longer than ${LIMIT} characters`, () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'rules', 'packages'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|mts|mjs|js)$/.test(f) && !f.includes('/dist/') && !/\.generated\.ts$/.test(f) && !f.includes('/generated/'));
    assert.ok(files.length > 100, `${files.length} files`);
    const long: string[] = [];
    for (const file of files) {
      readFileSync(path.join(repoRoot, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (line.length > LIMIT) long.push(`${file}:${i + 1} (${line.length})`);
        });
    }
    assert.deepEqual(long, []);
  });
});
