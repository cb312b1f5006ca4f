import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lintText } from '@plumbline/core';
import { repoRoot } from './utils/paths.js';

/** The bundled examples stay what README.md says they are. */
const dir = (name: string): string[] => readdirSync(path.join(repoRoot, 'examples', name)).map((f) => path.join('examples', name, f));
const lint = (file: string) => lintText(readFileSync(path.join(repoRoot, file), 'utf8'), { uri: file });

describe('examples/', () => {
  for (const file of [...dir('web-app'), ...dir('storage')]) {
    it(`${file} has no errors`, () => {
      assert.deepEqual(lint(file).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.ruleId}: ${d.message}`), []);
    });
  }
  for (const file of dir('mistakes')) {
    it(`${file} is reported`, () => {
      const findings = lint(file).diagnostics.filter((d) => d.severity !== 'info');
      assert.ok(findings.length > 0, 'a mistake that nothing reports');
      assert.ok(findings.every((d) => d.range), 'every finding has a position');
    });
  }
});
