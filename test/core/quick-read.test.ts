import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { globSync } from 'tinyglobby';
import { parseText, splitDocuments } from '@plumbline/core';
import { generateCommonCorpus, generateCorpus } from '../../bench/lint/generate.mjs';
import { quickRead } from '../../packages/engine/src/quick-read.js';
import { screenWithJsYaml } from '../../packages/engine/src/screen.js';
import { sharedPath, syntheticCorpus } from '../utils/paths.js';
import { corpusSeeds, fuzzArbitrary, mutate } from '../utils/text-fuzz.js';

/**
 * The fast path's quick reader (engine quick-read.ts) reads a document only when the full
 * parse (the `yaml` package, as `parseText` runs it) reads it without a problem, to the same
 * value; otherwise it answers undefined. Checked on every document of the corpora, on
 * generated documents and on mutated ones. Where js-yaml, which the screen ran before,
 * misreads a document (a less indented `- ` after an empty nested item), the reader follows
 * the full parse.
 */

/** Whether the contract holds for one document's text; a message when it does not. */
function contractBroken(content: string): string | undefined {
  const quick = quickRead(content);
  if (quick === undefined) return undefined;
  const parsed = parseText(content);
  if (parsed.problems.length > 0 || parsed.documents.length !== 1) {
    return `quickRead read a document the full parse has problems with:\n${content}\n${JSON.stringify(parsed.problems)}`;
  }
  const value = parsed.documents[0]!.value;
  if (!isDeepStrictEqual(quick, value)) {
    return `quickRead and the full parse disagree on:\n${content}\nquick: ${JSON.stringify(quick)}\nfull: ${JSON.stringify(value)}`;
  }
  return undefined;
}

/** The contract on every document of `files`; how many js-yaml reads as a mapping, and how many of those quickRead reads. */
function checkFiles(files: readonly string[]): { mappings: number; quick: number } {
  let mappings = 0;
  let quick = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const chunk of splitDocuments(text) ?? []) {
      const content = text.slice(chunk.start, chunk.end);
      const broken = contractBroken(content);
      assert.equal(broken, undefined, `${file} document ${chunk.index}: ${broken}`);
      const screened = screenWithJsYaml(content);
      if (screened.kind !== 'read' || typeof screened.value !== 'object' || screened.value === null || Array.isArray(screened.value))
        continue;
      mappings += 1;
      if (quickRead(content) !== undefined) quick += 1;
    }
  }
  return { mappings, quick };
}

describe('core: the quick reader ≡ the full parse where it reads', function () {
  this.timeout(120000);

  it('on the real-world corpus, reading most of its documents', () => {
    const root = sharedPath('corpus', 'real-world');
    const { mappings, quick } = checkFiles(globSync('**/*.{yaml,yml,json}', { cwd: root, absolute: true }));
    assert.ok(mappings > 2500, `${mappings} documents`);
    // 2,831 of 2,947 when written: CRLF files, JSON documents, multi-line quoted scalars and nested flow are left out.
    assert.ok(quick / mappings > 0.9, `quickRead read ${quick} of ${mappings}`);
  });

  it('on the synthetic corpus and both generated bench corpora, reading nearly all of them', () => {
    const synthetic = syntheticCorpus(2000, 200);
    const bench = mkdtempSync(path.join(tmpdir(), 'plumbline-quick-'));
    generateCorpus(bench, { files: 100, docsPerFile: 10, seed: 3, badRatio: 0.3 });
    const common = mkdtempSync(path.join(tmpdir(), 'plumbline-quick-common-'));
    generateCommonCorpus(common, { files: 100, docsPerFile: 10, seed: 5, badRatio: 0.3 });
    for (const [dir, least] of [
      [synthetic, 1],
      [bench, 0.99],
      [common, 0.85],
    ] as const) {
      const { mappings, quick } = checkFiles(globSync('**/*.yaml', { cwd: dir, absolute: true }));
      assert.ok(mappings >= 1000, dir);
      assert.ok(quick / mappings >= least, `${dir}: quickRead read ${quick} of ${mappings}`);
    }
  });

  it('reads the block YAML manifests are written in', () => {
    const cases: [string, unknown][] = [
      ['apiVersion: v1\nkind: Namespace\nmetadata:\n  name: a\n', { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'a' } }],
      [
        '# c\nspec:\n  ports:\n  - port: 80 # http\n    name: "h"\n  -   port: -1\n  ips: [10.0.0.1, "::1", 2]\n  r: {cpu: 100m, memory: 1.5}\n',
        { spec: { ports: [{ port: 80, name: 'h' }, { port: -1 }], ips: ['10.0.0.1', '::1', 2], r: { cpu: '100m', memory: 1.5 } } },
      ],
      [
        "a:\nb: ~\nc: Null\nd: TRUE\ne: false\nf: 'it''s'\ng: \"x\\ny\\\"z\"\nh: []\ni: {}\n",
        { a: null, b: null, c: null, d: true, e: false, f: "it's", g: 'x\ny"z', h: [], i: {} },
      ],
      [
        'x: 1.2.3\nv: 10-20\nz: --flag=a:b\nw: a#b\n.env: v\n_k: -x\n',
        { x: '1.2.3', v: '10-20', z: '--flag=a:b', w: 'a#b', '.env': 'v', _k: '-x' },
      ],
      ['d: |\n  one\n    two\n\n  three\n\nm: 1\n', { d: 'one\n  two\n\nthree\n', m: 1 }],
      ['d: |-\n\n  one\ne: >\n  a\n  b\n\n  c\n', { d: '\none', e: 'a b\nc\n' }],
      ['list:\n- |\n  x\n- - \n', undefined],
      ['description: one\n  two\n\n  three\nnext: 2\n', { description: 'one two\nthree', next: 2 }],
      ['items:\n-\n  a: 1\n- b\n', { items: [{ a: 1 }, 'b'] }],
    ];
    for (const [text, expected] of cases) {
      assert.deepStrictEqual(quickRead(text), expected, text);
      assert.equal(contractBroken(text), undefined);
    }
  });

  it('reads a key it met before as itself, also when another key took its slot in the table of known keys', () => {
    // 12,000 distinct keys in a table of 4,096 slots: keys share slots, and each read must still give its own key.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 12000; i++) {
        const text = `k${i}:\n  app.kubernetes.io/k${i}: v\n  k${i + 1}: 1\nk${i}x: ~\n`;
        const expected = { [`k${i}`]: { [`app.kubernetes.io/k${i}`]: 'v', [`k${i + 1}`]: 1 }, [`k${i}x`]: null };
        assert.deepStrictEqual(quickRead(text), expected, text);
      }
    }
    // A key of the same length and hash slot as a known one, but other characters, is read from its own text.
    assert.deepStrictEqual(quickRead('ab: 1\n'), { ab: 1 });
    assert.deepStrictEqual(quickRead('bC: 1\n'), { bC: 1 });
    // A key too long for the table is read from its text each time.
    const long = `k${'e'.repeat(999)}`;
    for (let i = 0; i < 2; i++) assert.deepStrictEqual(quickRead(`${long}: 1\n`), { [long]: 1 });
    // Words that read as other types are refused however often they come.
    for (let i = 0; i < 3; i++) assert.equal(quickRead('true: 1\n'), undefined);
  });

  it('leaves to js-yaml what it does not read as js-yaml does', () => {
    const unsure = [
      'a: &x 1\nb: *x\n', // anchors, aliases
      'a: !!str 1\n', // tags
      'a: yes\n', // YAML 1.1 boolean
      'on: 1\n', // … as a key
      'a: 0755\n', // leading zero
      'a: 1e3\n', // exponent
      'a: .5\n',
      'a: +1\n',
      'a: -0\n',
      'a: 1_000\n',
      'a: 12345678901234567\n', // past exact conversion
      'a: "x\\u0041"\n', // escapes other than \\n \\t \\r \\\\ \\" \\/
      'a: "multi\n  line"\n',
      "a: 'it''s\n  more'\n",
      'a: b: c\n',
      'a: b\na: c\n', // duplicate key
      '__proto__: {}\n',
      'a: |+\n  x\n\n',
      'a: |2\n   x\n',
      'a: |\n  x\n   \n  y\n', // a line of blanks in a block scalar
      'a: >\n  x\n    y\n', // folded with a more-indented line
      'a: [b, [c]]\n',
      'a: {b: {c: 1}}\n',
      'a: [b,]\n',
      'a:\tb\n',
      'a: b\r\n',
      '\uFEFFa: b\n',
      'a: b\n---\nc: d\n',
      '- a\n', // not a mapping
      'a\n',
      '? a\n: b\n',
      'a:\n  b: 1\n c: 2\n', // indentation between levels
      'a: x\n  # comment\n  y\n',
      '"a b": 1\n"a b": 2\n',
      '1: a\n',
    ];
    for (const text of unsure) assert.equal(quickRead(text), undefined, JSON.stringify(text));
    // Deep nesting is left to js-yaml (which refuses past 100 levels) and the full parse, as before the reader.
    const nested = (levels: number) =>
      Array.from({ length: levels }, (_, i) => `${' '.repeat(i)}a:`).join('\n') + `\n${' '.repeat(levels)}b: 1\n`;
    assert.notEqual(quickRead(nested(63)), undefined);
    assert.equal(quickRead(nested(64)), undefined);
  });

  it('fast-check: generated block documents', () => {
    // Mostly scalars and keys the reader takes, with the ones it must refuse or read with care mixed in.
    const scalar = fc.oneof(
      {
        weight: 12,
        arbitrary: fc.constantFrom(
          'a',
          'web',
          'v1',
          '1',
          '-1',
          '0',
          '12',
          '1.5',
          '-2.25',
          '10.0.0.1',
          '100m',
          'a b',
          'true',
          '~',
          '"q"',
          "''",
          '[]',
          '{}',
          '[a, "b"]',
          '{a: 1, b: x}',
        ),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '1e3',
          '1.2.3',
          'False',
          'NULL',
          'null',
          'yes',
          'n',
          '0755',
          '0x1F',
          '-0',
          '.inf',
          '.5',
          '1_000',
          '+1',
          '--flag=x',
          '-',
          '-x',
          'a  b',
          'a#b',
          'a #c',
          'a: b',
          'a:b',
          'a:',
          'http://x:80/y',
          '"a\\"b"',
          '"a\\nb"',
          '"a\\x41"',
          "'s''q'",
          '""',
          '"',
          "'",
          '["x", 1]',
          '[ a , "b" ]',
          '[a, [b]]',
          '[a,]',
          '{a: 1, a: 2}',
          '{a:1}',
          '{"k": v}',
          '&x a',
          '*x',
          '!!str a',
          '@a',
          '`a',
          '%a',
          '?',
          '? a',
          '- a',
          ':a',
          ',a',
          'é',
          '#c',
          '# c',
          'x # c',
          '"a" # c',
          '"a"#c',
          '[] x',
        ),
      },
    );
    const key = fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom('a', 'b', 'name', 'app.kubernetes.io/name', '.env', '_x', 'x-y') },
      { weight: 1, arbitrary: fc.constantFrom('"q k"', "'s k'", 'true', 'yes', '.5', 'a b', '__proto__', 'constructor') },
    );
    const indentStep = fc.integer({ min: 1, max: 3 });
    const blockLine = fc.oneof(
      { weight: 8, arbitrary: fc.tuple(fc.constant(0), fc.constantFrom('text', 'x: y', '# not a comment', '', '- z')) },
      { weight: 1, arbitrary: fc.tuple(fc.integer({ min: -1, max: 3 }), fc.constantFrom('text', '', '  ')) },
    );
    const blockLines = fc.array(blockLine, { maxLength: 4 });
    type Node =
      | { tag: 'scalar'; text: string }
      | { tag: 'block'; header: string; lines: [number, string][] }
      | { tag: 'map'; entries: [string, Node][]; step: number }
      | { tag: 'seq'; items: Node[]; step: number };
    const { node } = fc.letrec<{ node: Node }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.record({ tag: fc.constant('scalar' as const), text: scalar }),
        fc.record({ tag: fc.constant('block' as const), header: fc.constantFrom('|', '|-', '>', '>-', '|+', '| # c'), lines: blockLines }),
        fc.record({
          tag: fc.constant('map' as const),
          entries: fc.uniqueArray(fc.tuple(key, tie('node')), { minLength: 1, maxLength: 4, selector: (entry) => entry[0] }),
          step: indentStep,
        }),
        fc.record({
          tag: fc.constant('seq' as const),
          items: fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
          step: fc.integer({ min: 0, max: 2 }),
        }),
      ),
    }));
    // Writes `value` after a key or `- ` at `column` (the node's parent column), the line so far in `head`.
    const write = (head: string, column: number, value: Node, out: string[]): void => {
      const pad = (n: number) => ' '.repeat(Math.max(0, n));
      if (value.tag === 'scalar') out.push(`${head} ${value.text}`);
      else if (value.tag === 'block') {
        out.push(`${head} ${value.header}`);
        for (const [extra, line] of value.lines) out.push(line === '' ? '' : `${pad(column + 2 + extra)}${line}`);
      } else if (value.tag === 'map') {
        out.push(head);
        for (const [k, v] of value.entries) write(`${pad(column + value.step)}${k}:`, column + value.step, v, out);
      } else {
        out.push(head);
        for (const item of value.items) write(`${pad(column + value.step)}-`, column + value.step, item, out);
      }
    };
    const document = fc
      .tuple(
        fc.uniqueArray(fc.tuple(key, node), { minLength: 1, maxLength: 4, selector: (entry) => entry[0] }),
        fc.array(fc.nat(), { maxLength: 3 }),
      )
      .map(([entries, comments]) => {
        const out: string[] = [];
        for (const [k, v] of entries) write(`${k}:`, 0, v, out);
        for (const at of comments) out.splice(at % (out.length + 1), 0, '# comment');
        return `${out.join('\n')}\n`;
      });
    let read = 0;
    let runs = 0;
    fc.assert(
      fc.property(document, (text) => {
        runs += 1;
        if (quickRead(text) !== undefined) read += 1;
        assert.equal(contractBroken(text), undefined);
      }),
      // A longer run: PLUMBLINE_QUICK_RUNS=200000 PLUMBLINE_QUICK_SEED=<n> npx mocha test/core/quick-read.test.ts
      { seed: Number(process.env.PLUMBLINE_QUICK_SEED ?? 20261125), numRuns: Number(process.env.PLUMBLINE_QUICK_RUNS ?? 4000) },
    );
    // The generator must reach the reader's paths, not only its refusals.
    assert.ok(read / runs > 0.15, `quickRead read ${read} of ${runs} generated documents`);
  });

  it('fast-check: mutated documents of the real-world corpus', () => {
    const seeds = corpusSeeds();
    fc.assert(
      fc.property(fuzzArbitrary(seeds.length), (input) => {
        const text = mutate(seeds[input.seed]!, input.edits);
        for (const chunk of splitDocuments(text) ?? []) assert.equal(contractBroken(text.slice(chunk.start, chunk.end)), undefined);
      }),
      { seed: Number(process.env.PLUMBLINE_QUICK_SEED ?? 1125), numRuns: Math.ceil(Number(process.env.PLUMBLINE_QUICK_RUNS ?? 4000) / 6) },
    );
  });
});
