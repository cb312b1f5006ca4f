import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getEngine, lintSet, type Rule } from '@plumbline/core';
import { recordCoverage } from '@plumbline/engine/testing';
import { repoRoot } from './paths.js';

/**
 * Tests of `reference` rules: each case is a set of files (inline, or a folder under
 * test/fixtures/cross-resource/), checked together with `lintSet`; the findings of the
 * rule under test are compared with the expected ones (file, message id, path, 1-based
 * position). Coverage is recorded for the meta test like the RuleTester does.
 */

export interface SetCase {
  name: string;
  /** uri → text, or the name of a folder under test/fixtures/cross-resource/. */
  files: Record<string, string> | string;
}

export interface ExpectedSetFinding {
  uri: string;
  messageId: string;
  path: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message?: string;
  /** Rule families: the instance id of the finding (`policy/replica-limit`) and its severity. */
  ruleId?: string;
  severity?: 'error' | 'warning' | 'info';
}

export interface InvalidSetCase extends SetCase {
  errors: ExpectedSetFinding[];
}

export function fixtureFiles(name: string): Record<string, string> {
  const dir = path.join(repoRoot, 'test', 'fixtures', 'cross-resource', name);
  const out: Record<string, string> = {};
  for (const file of readdirSync(dir).sort()) if (/\.ya?ml$/.test(file)) out[file] = readFileSync(path.join(dir, file), 'utf8');
  return out;
}

function run(rule: Rule, c: SetCase) {
  const files = typeof c.files === 'string' ? fixtureFiles(c.files) : c.files;
  const result = lintSet(Object.entries(files).map(([uri, text]) => ({ uri, text })));
  // A file that does not parse never reaches the rule: such a case would test nothing.
  const broken = result.diagnostics
    .filter((d) => d.ruleId === 'yaml/syntax-error')
    .map((d) => `${d.uri}:${(d.range?.start.line ?? -1) + 1} ${d.message}`);
  assert.deepEqual(broken, [], 'a file of the case has YAML syntax errors');
  // A rule family's findings carry instance ids (`policy/<name>`) that resolve to the family.
  return result.diagnostics.filter((d) => getEngine().rule(d.ruleId) === rule || d.ruleId === 'core/internal-error');
}

export function runSetTests(rule: Rule, tests: { valid: SetCase[]; invalid: InvalidSetCase[] }): void {
  recordCoverage(
    rule.id,
    tests.valid.length,
    tests.invalid.length,
    tests.invalid.flatMap((c) => c.errors.map((e) => e.messageId)),
  );
  describe(`${rule.id} (set)`, () => {
    for (const c of tests.valid) {
      it(`stays silent: ${c.name}`, () => {
        const found = run(rule, c);
        assert.deepEqual(
          found.map((d) => `${d.uri}:${(d.range?.start.line ?? -1) + 1} ${d.path} ${d.message}`),
          [],
        );
      });
    }
    for (const c of tests.invalid) {
      it(`reports: ${c.name}`, () => {
        const found = run(rule, c);
        // Reference rules only warn; a rule family's severity comes from its input (a binding's validation actions).
        if (!rule.meta.family) for (const d of found) assert.equal(d.severity, 'warning', 'reference rules only warn');
        const actual = found.map((d, i) => {
          const e = c.errors[i];
          const out: Record<string, unknown> = {
            uri: d.uri,
            messageId: d.messageId,
            path: d.path,
            line: (d.range?.start.line ?? -1) + 1,
            column: (d.range?.start.character ?? -1) + 1,
          };
          if (e?.endLine !== undefined) out.endLine = (d.range?.end.line ?? -1) + 1;
          if (e?.endColumn !== undefined) out.endColumn = (d.range?.end.character ?? -1) + 1;
          if (e?.message !== undefined) out.message = d.message;
          if (e?.ruleId !== undefined) out.ruleId = d.ruleId;
          if (e?.severity !== undefined) out.severity = d.severity;
          return out;
        });
        assert.deepEqual(
          actual,
          c.errors.map((e) => ({ ...e })),
        );
      });
    }
  });
}
