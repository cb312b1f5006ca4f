import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { lintText, screenedCut, textHash, validateSet, type SetInput } from '@plumbline/core';
import { sharedPath } from '../utils/paths.js';

/**
 * The set pass places a finding in a document the first pass's screen vouched for from that pass's cut
 * (`SetInput.screened`), without screening the document again, while the file's text hashes as it did then.
 */

function corpus(dir: string): { uri: string; text: string }[] {
  return globSync(['**/*.{yaml,yml,json}'], { cwd: dir, dot: true })
    .sort()
    .map((f) => ({ uri: f, text: readFileSync(path.join(dir, f), 'utf8') }));
}

/** Resources as the CLI keeps them: with the first pass's cut and the file's hash when the screen vouched. */
function withCuts(uri: string, text: string): SetInput[] {
  return lintText(text, { uri }).resources.map((r) => {
    const cut = screenedCut(r);
    return cut ? { ...r, screened: [cut.start, cut.end, cut.line, textHash(text)] as const } : r;
  });
}

function compareOn(files: { uri: string; text: string }[]): { findings: number; vouched: number } {
  const sources = new Map(files.map((f) => [f.uri, f.text]));
  const plain: SetInput[] = [];
  const cut: SetInput[] = [];
  for (const { uri, text } of files) {
    plain.push(...lintText(text, { uri }).resources);
    cut.push(...withCuts(uri, text));
  }
  const expected = validateSet(plain, { sources });
  assert.deepEqual(validateSet(cut, { sources }), expected);
  return { findings: expected.length, vouched: cut.filter((r) => r.screened).length };
}

const INGRESS = (name: string): string => `apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: ${name}
spec:
  defaultBackend:
    service:
      name: missing
      port:
        number: 80
`;
const TEXT = `apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  ports:
    - port: 80
---
${INGRESS('first')}---
${INGRESS('second')}`;

function missingServiceLines(resources: SetInput[], text: string): number[] {
  return validateSet(resources, { sources: { 'a.yaml': text } })
    .filter((d) => d.ruleId === 'ingress/service-reference-missing')
    .map((d) => d.range!.start.line);
}

describe('set findings placed from the first pass', () => {
  it('places on the real-world corpus as the second screen did', function () {
    this.timeout(120_000);
    const { findings, vouched } = compareOn(corpus(sharedPath('corpus', 'real-world')));
    assert.ok(findings > 0 && vouched > 0, `findings ${findings}, vouched documents ${vouched}`);
  });

  it('places on the synthetic corpus as the second screen did', function () {
    this.timeout(120_000);
    const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-synthetic-'));
    execFileSync(process.execPath, [sharedPath('bench', 'synthetic-gen.mjs'), '--out', dir, '--docs', '3000', '--files', '300'], {
      stdio: 'ignore',
    });
    const { findings, vouched } = compareOn(corpus(dir));
    assert.ok(findings > 100 && vouched > 1000, `findings ${findings}, vouched documents ${vouched}`);
  });

  it('keeps the cut out of the result: fast and full path results stay equal', () => {
    const fast = lintText(TEXT, { uri: 'a.yaml' });
    assert.ok(fast.resources.every((r) => screenedCut(r) !== undefined));
    assert.deepEqual(fast, lintText(TEXT, { uri: 'a.yaml', fullParse: true }));
  });

  it('trusts the cut while the text hashes the same, and falls back when the file changed', () => {
    const resources = withCuts('a.yaml', TEXT);
    assert.deepEqual(missingServiceLines(resources, TEXT), [15, 26]);
    // The first Ingress given the second one's cut: placed there, so the document was not screened again.
    const first = resources[1]!;
    const swapped = resources.map((r) => (r === first ? { ...r, screened: resources[2]!.screened! } : r));
    assert.deepEqual(missingServiceLines(swapped, TEXT), [26, 26]);
    // The same with a changed text (a comment added): the hash differs, the document is found again.
    const changed = `# changed\n${TEXT}`;
    assert.deepEqual(missingServiceLines(swapped, changed), [16, 27]);
  });
});
