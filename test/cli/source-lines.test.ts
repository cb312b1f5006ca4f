import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatters, SOURCE_LINE_FORMATS } from '../../packages/cli/src/formatters/index.js';
import type { FileResult } from '../../packages/cli/src/formatters/types.js';
import { lintSource } from '../../packages/cli/src/lint/lint-file.js';
import { summarise } from '../../packages/cli/src/lint/results.js';
import { FIXTURES } from './helpers.js';

/**
 * The lint keeps the source lines findings start on only when a chosen format prints them (SOURCE_LINE_FORMATS):
 * every other format must write the same report without them, and each listed one must use them.
 */
describe('cli: the formats that print source lines', () => {
  const file = path.join(FIXTURES, 'project/manifests/bad.yaml');
  const text = readFileSync(file, 'utf8');
  const job = { validate: {}, reportUnusedDisables: 'off' as const };
  const report = (format: string, result: FileResult): string => {
    let out = '';
    formatters[format]!(
      () => [result],
      summarise([result]),
      { color: false, cwd: FIXTURES, version: '0.0.0' },
      (t) => (out += t),
    );
    return out;
  };

  it('are kept by the lint only when asked for', () => {
    const kept = lintSource('bad.yaml', text, job);
    const without = lintSource('bad.yaml', text, { ...job, sourceLines: false });
    assert.deepEqual(Object.keys(kept.sourceLines), ['4', '6', '14']);
    assert.equal(kept.sourceLines[4], '  name: Bad_Name');
    assert.deepEqual(without.sourceLines, {});
    assert.deepEqual({ ...without, sourceLines: kept.sourceLines }, kept);
  });

  for (const format of Object.keys(formatters)) {
    const uses = SOURCE_LINE_FORMATS.has(format);
    it(`${format} ${uses ? 'prints them' : 'writes the same report without them'}`, () => {
      const kept = lintSource('bad.yaml', text, job);
      const withLines = report(format, kept);
      const withoutLines = report(format, { ...kept, sourceLines: {} });
      if (uses) assert.notEqual(withoutLines, withLines);
      else assert.equal(withoutLines, withLines);
    });
  }
});
