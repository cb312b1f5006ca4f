import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { globSync } from 'tinyglobby';
import { lintText, type LintOptions } from '@plumbline/core';
import { sharedPath } from './paths.js';

/**
 * Differential fuzzing of the text pipeline's two paths: mutations of the real-world corpus
 * (../shared/corpus/real-world) go through `lintText` as it is (the js-yaml fast path where it
 * vouches for a document) and with `fullParse: true` (the position-keeping parser for every
 * document), which must neither throw nor disagree. Mutations work on lines (drop, repeat, insert or append a
 * token) and on characters (insert a token or a hostile character anywhere), with
 * tokens chosen where YAML readers differ: YAML 1.1 scalars, anchors, tags, markers,
 * block scalar indicators, byte order marks, carriage returns, control characters.
 *
 * `test/cli/fast-path.test.ts` runs it in CI with a fixed seed and a budget of a few
 * seconds. A long run (docs/cli.md, "Fuzzing the text pipelines"):
 *   PLUMBLINE_FUZZ_SECONDS=3600 npx mocha test/cli/fast-path.test.ts --grep fuzz
 * with PLUMBLINE_FUZZ_SEED to start elsewhere; a long run records every failing input
 * and reports them all at the end.
 */

const LINE_TOKENS = [
  'yes', 'off', '0755', '-0', '1_000', '1e400', '-1e400', '.inf', '&a', '*a', '!!str x', "'q''s'", '"d\\"q"', '# c', '---', '...', '\t', '{}', '[]',
  '|', '|+', '>-', '|2+', '? k', '<<: {}', 'kind: Deployment', 'apiVersion: v9', 'kind:', 'data:', '  x: 1', '', '\r', 'k: "multi', '  line"', '- item',
  '%YAML 1.2', '--- # c', 'kind: "Pod"', "apiVersion: 'v1' # c", 'x: é✓', 'kind: Namespace', 'spec: !!map {}', '  # plumbline-disable-next-line',
  'metadata: {name: a}', 'metadata: web', '-a: 1', '\uFEFFapiVersion: v1', '  ', '    ', 'data: |+', 'x: [[[[1]]]]', 'x: {a: {b: {c: 1}}}',
];
const CHAR_TOKENS = ['\uFEFF', '\r', '\r\n', '\t', '\u0000', '\u001b', '\u202e', '\u2028', '\u0085', '"', "'", ':', ': ', '-', '- ', '#', ' #', '{', '}', '[', ']', ',', '&x ', '*x', '!', '|', '>', '%', '@', '`', '\\', 'é', '😀', '\n', '\n---\n', '\n  '];

export interface FuzzInput {
  seed: number;
  edits: [number, number, number][];
}

export function corpusSeeds(): string[] {
  const root = sharedPath('corpus', 'real-world');
  return globSync('**/*.{yaml,yml,json}', { cwd: root, absolute: true })
    .sort()
    .map((f) => readFileSync(f, 'utf8'));
}

/** Applies edits: [position, operation, token]. */
export function mutate(source: string, edits: readonly [number, number, number][]): string {
  let text = source;
  for (const [at, op, token] of edits) {
    if (op <= 3) {
      const lines = text.split('\n');
      const i = at % Math.max(1, lines.length);
      const line = LINE_TOKENS[token % LINE_TOKENS.length]!;
      if (op === 0) lines.splice(i, 1);
      else if (op === 1) lines.splice(i, 0, lines[i] ?? '');
      else if (op === 2) lines.splice(i, 0, line);
      else lines[i] = `${lines[i] ?? ''} ${line}`;
      text = lines.join('\n');
    } else {
      const i = at % (text.length + 1);
      if (op === 4) text = text.slice(0, i) + CHAR_TOKENS[token % CHAR_TOKENS.length]! + text.slice(i);
      else text = text.slice(0, i) + text.slice(i + 1 + (token % 3));
    }
  }
  return text;
}

export function fuzzArbitrary(seedCount: number): fc.Arbitrary<FuzzInput> {
  return fc.record({
    seed: fc.integer({ min: 0, max: seedCount - 1 }),
    edits: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 5 }), fc.nat({ max: 1000 })), { minLength: 1, maxLength: 6 }),
  });
}

/** Both paths of the pipeline on one text: no exception, the same result (the fast path against `fullParse: true`). */
export function checkPipelinesAgree(text: string, options: LintOptions = {}): void {
  const full = lintText(text, { ...options, fullParse: true });
  const fast = lintText(text, options);
  assert.deepStrictEqual(fast, full, 'the fast path and the full parse disagree');
}

export interface FuzzReport {
  checked: number;
  seconds: number;
  seed: number;
  /** With `keepGoing`: every failing input (corpus file index and edits) and the first line of its error. */
  failures: { input: FuzzInput; error: string }[];
}

/**
 * Runs the property for `seconds` from `seed`. By default it stops at the first
 * disagreement (shrunk by fast-check); with `keepGoing` (long runs) it records every
 * failing input and goes on, so that one run reports all it finds.
 */
export function fuzzPipelines(seconds: number, seed: number, keepGoing = false): FuzzReport {
  const seeds = corpusSeeds();
  const failures: FuzzReport['failures'] = [];
  let checked = 0;
  const started = Date.now();
  fc.assert(
    fc.property(fuzzArbitrary(seeds.length), (input) => {
      checked += 1;
      try {
        checkPipelinesAgree(mutate(seeds[input.seed]!, input.edits));
      } catch (error) {
        if (!keepGoing) throw error;
        failures.push({ input, error: (error instanceof Error ? error.message : String(error)).split('\n')[0]! });
      }
    }),
    { seed, numRuns: Number.MAX_SAFE_INTEGER, interruptAfterTimeLimit: seconds * 1000, markInterruptAsFailure: false },
  );
  return { checked, seconds: (Date.now() - started) / 1000, seed, failures };
}
