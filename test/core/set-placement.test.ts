import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { lintText, textHash, validateSet, wasScreened, type SetInput } from '@plumbline/core';
import { sharedPath, syntheticCorpus } from '../utils/paths.js';

/**
 * The set pass places a finding in a document the first pass's screen vouched for from that pass's cut
 * (`SetInput.screened`), without screening the document again, while the file's text hashes as it did then.
 */

function corpus(dir: string): { uri: string; text: string }[] {
  return globSync(['**/*.{yaml,yml,json}'], { cwd: dir, dot: true })
    .sort()
    .map((f) => ({ uri: f, text: readFileSync(path.join(dir, f), 'utf8') }));
}

/** Resources as the CLI keeps them: with the file's hash when the screen vouched for the document. */
function withCuts(uri: string, text: string): SetInput[] {
  return lintText(text, { uri }).resources.map((r) => {
    return wasScreened(r) ? { ...r, screened: textHash(text) } : r;
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
      name: missing-${name}
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
    const dir = syntheticCorpus(3000, 300);
    const { findings, vouched } = compareOn(corpus(dir));
    assert.ok(findings > 100 && vouched > 1000, `findings ${findings}, vouched documents ${vouched}`);
  });

  it('keeps the cut out of the result: fast and full path results stay equal', () => {
    const fast = lintText(TEXT, { uri: 'a.yaml' });
    assert.ok(fast.resources.every((r) => wasScreened(r)));
    assert.deepEqual(fast, lintText(TEXT, { uri: 'a.yaml', fullParse: true }));
  });

  it('trusts the first pass while the text hashes the same, and screens again when the file changed', () => {
    const resources = withCuts('a.yaml', TEXT);
    const lines = (set: SetInput[], text: string): Record<string, number> =>
      Object.fromEntries(
        validateSet(set, { sources: { 'a.yaml': text } })
          .filter((d) => d.ruleId === 'ingress/service-reference-missing')
          .map((d) => [/missing-(\w+)/.exec(d.message)![1], d.range!.start.line]),
      );
    assert.deepEqual(lines(resources, TEXT), { first: 15, second: 26 });
    // The file's two Ingresses swapped after the first pass. Resources that still say their documents were screened in
    // this very text are placed by document index without a second screen (which would have noticed the swap).
    const swapped = `${TEXT.slice(0, TEXT.indexOf('---'))}---\n${INGRESS('second')}---\n${INGRESS('first')}`;
    const stale = resources.map((r) => (r.screened === undefined ? r : { ...r, screened: textHash(swapped) }));
    assert.deepEqual(lines(stale, swapped), { first: 15, second: 26 });
    // With the hash of the text the first pass saw, the change is noticed: each Ingress is found where it now is.
    assert.deepEqual(lines(resources, swapped), { first: 26, second: 15 });
  });
});
