import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { getEngine, type Rule } from '@plumbline/core';
import { getCoverage } from '@plumbline/engine/testing';
import { SPEC_FILES, specRefs } from '@plumbline/host';
import { repoRoot, sharedPath } from '../utils/paths.js';

/**
 * Every rule is complete: its own file named by its id, a description and messages
 * in the house style, a spec reference that resolves to a real heading, and tests
 * with valid and invalid cases that exercise every message.
 */

const rulesDir = path.join(repoRoot, 'rules');
const rules = getEngine().rules;

/** Test files under `dir`, recursively. */
function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return testFiles(full);
    return entry.endsWith('.test.ts') ? [full] : [];
  });
}

// The coverage checked below is recorded when the rule tests register their cases. Load
// them here, so that this file passes on its own or beside any subset of test folders
// (modules load once: when mocha loads them too, nothing is registered twice).
// mocha loads test files through require (tsx compiles them): require shares its cache.
const requireTest = createRequire(import.meta.url);
for (const file of testFiles(path.join(repoRoot, 'test', 'rules')).sort()) requireTest(file);

/** Rule files: `rules/<kind>/<name>.ts`, except index.ts, kind.ts and `_`-prefixed helpers. */
function ruleFiles(): string[] {
  const out: string[] = [];
  for (const dir of readdirSync(rulesDir)) {
    const full = path.join(rulesDir, dir);
    if (dir.startsWith('_') || dir === 'dist' || dir === 'node_modules' || !statSync(full).isDirectory()) continue;
    for (const file of readdirSync(full)) {
      if (!file.endsWith('.ts') || file === 'index.ts' || file === 'kind.ts' || file.startsWith('_')) continue;
      out.push(path.join(dir, file));
    }
  }
  return out.sort();
}

function headings(doc: string): Set<string> {
  const text = readFileSync(sharedPath('spec', doc), 'utf8');
  return new Set(
    text
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => line.replace(/^#{1,6} /, '').trim()),
  );
}

describe('rule metadata (meta test)', () => {
  it('every rule file defines the rule its path names, and every rule has a file', async () => {
    const ids = new Set<string>();
    for (const file of ruleFiles()) {
      const module = (await import(pathToFileURL(path.join(rulesDir, file)).href)) as { default?: Rule };
      const expectedId = file.replace(/\.ts$/, '').split(path.sep).join('/');
      assert.ok(module.default, `${file} has no default export`);
      assert.equal(module.default.id, expectedId, `${file} defines ${module.default.id}`);
      ids.add(expectedId);
    }
    assert.deepEqual(
      rules.map((r) => r.id).filter((id) => !ids.has(id)),
      [],
      'rules registered without a file of their own',
    );
    assert.deepEqual(
      [...ids].filter((id) => !rules.some((r) => r.id === id)),
      [],
      'rule files not registered in rules/index.ts',
    );
  });

  it('has ids of lowercase kebab-case names, in the order localeCompare gives (rules/index.ts sorts by code unit)', () => {
    const ids = rules.map((r) => r.id);
    assert.deepEqual(
      ids.filter((id) => !/^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)),
      [],
    );
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a.localeCompare(b)),
    );
  });

  const specHeadings = Object.fromEntries(Object.entries(SPEC_FILES).map(([k, f]) => [k, headings(f)]));

  for (const rule of rules) {
    describe(rule.id, () => {
      it('has a description and messages in the house style', () => {
        assert.match(rule.meta.docs.description, /^(Disallow|Require|Enforce) .+[^. ]$/);
        assert.ok(Object.keys(rule.meta.messages).length > 0, 'no messages');
        for (const [id, text] of Object.entries(rule.meta.messages)) {
          assert.match(
            text,
            /^([A-Z`"{]|\.)[^]*\.$/,
            `message ${id} must start with a capital letter (or a quoted field) and end with '.'`,
          );
        }
      });
      it('refers to real headings of the specification', () => {
        for (const ref of specRefs(rule)) {
          assert.ok(specHeadings[ref.doc]?.has(ref.section), `no heading '${ref.section}' in ${SPEC_FILES[ref.doc]}`);
        }
      });
      if (rule.meta.type === 'reference') {
        it('declares the kinds it reads (meta.reads), which the CLI keeps for it', () => {
          assert.ok(rule.meta.reads && rule.meta.reads.length > 0, 'a reference rule needs a non-empty meta.reads');
          for (const kind of rule.meta.reads)
            assert.match(kind, /^([A-Z][A-Za-z0-9]*|\*)$/, `'${kind}' is not a kind (or * for every kind)`);
        });
        it('declares the fields it reads of each kind (meta.readFields), so that a run keeps an index entry, not the object', () => {
          const fields = rule.meta.readFields ?? {};
          // `*` (a rule family whose input decides what it reads: admission policies) keeps whole objects,
          // and only in a run that has its input (docs/cli.md).
          for (const kind of rule.meta.reads ?? []) if (kind !== '*') assert.ok(Array.isArray(fields[kind]), `no readFields for ${kind}`);
          if (rule.meta.reads?.includes('*')) assert.ok(rule.meta.family, "only a rule family reads '*'");
          for (const kind of Object.keys(fields))
            assert.ok(rule.meta.reads?.includes(kind), `readFields for ${kind}, which it does not read`);
        });
      }
      it('has docs generated from its metadata', () => {
        const doc = path.join(repoRoot, 'docs', 'rules', `${rule.id}.md`);
        assert.ok(readFileSync(doc, 'utf8').startsWith(`# ${rule.id}\n`), `${doc} is missing or stale`);
      });
      it('has tests with valid and invalid cases covering every message', () => {
        const covered = getCoverage().get(rule.id);
        assert.ok(covered, `no tests registered for ${rule.id} (test/rules/${rule.id}.test.ts)`);
        assert.ok(covered.valid > 0, 'no valid case');
        assert.ok(covered.invalid > 0, 'no invalid case');
        const untested = Object.keys(rule.meta.messages).filter((m) => !covered.messageIds.has(m));
        assert.deepEqual(untested, [], 'messages never asserted by a test');
      });
    });
  }
});
