/**
 * Writes docs/rules/<kind>/<name>.md and docs/rules/README.md from rule metadata.
 * `--check` writes nothing and fails when a page is missing, stale or orphaned.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getEngine } from '@plumbline/core';
import { renderIndex, renderRuleDoc } from '@plumbline/host';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsDir = path.join(root, 'docs', 'rules');
const check = process.argv.includes('--check');

const expected = new Map<string, string>();
const rules = getEngine().rules;
for (const rule of rules) expected.set(path.join(docsDir, `${rule.id}.md`), renderRuleDoc(rule));
expected.set(path.join(docsDir, 'README.md'), renderIndex(rules));

function walk(dir: string): string[] {
  let out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out = out.concat(walk(full));
    else if (entry.endsWith('.md')) out.push(full);
  }
  return out;
}

const problems: string[] = [];
for (const [file, content] of expected) {
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === content) continue;
  if (check) problems.push(`${path.relative(root, file)} is ${current === undefined ? 'missing' : 'stale'}`);
  else {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}
for (const file of walk(docsDir)) {
  if (expected.has(file)) continue;
  if (check) problems.push(`${path.relative(root, file)} belongs to no rule`);
  else rmSync(file);
}
if (problems.length > 0) {
  console.error(`docs/rules is out of date (run \`npm run docs\`):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(check ? `docs/rules is up to date (${rules.length} rules)` : `wrote docs for ${rules.length} rules`);
