import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { getEngine, lintChunkFast, lintText, splitDocuments, type JsonObject, type LintOptions } from '@plumbline/core';
import { generateCommonCorpus, generateCorpus } from '../../bench/lint/generate.mjs';
import { sharedPath, syntheticCorpus } from '../utils/paths.js';
import { fuzzPipelines } from '../utils/text-fuzz.js';
import { ensureBuilt, run } from './helpers.js';

/** The pipeline's js-yaml fast path (engine fast-lint.ts) must give exactly the results of parsing every document fully. */

function same(text: string, options: LintOptions = {}, label = 'text'): void {
  const slow = lintText(text, { ...options, fullParse: true });
  const fast = lintText(text, options);
  assert.deepStrictEqual(fast, slow, `fast path differs on ${label}`);
}

const NS = (name: string) => `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${name}\n`;

describe('core: the fast path ≡ the full parse', function () {
  this.timeout(120000);

  it('on every file of the real-world corpus', () => {
    const root = sharedPath('corpus', 'real-world');
    const files = globSync('**/*', { cwd: root, absolute: true, onlyFiles: true });
    assert.ok(files.length > 500);
    for (const file of files) same(readFileSync(file, 'utf8'), { uri: file }, path.relative(root, file));
  });

  it('on generated data (bench corpus generator), with and without rule configuration', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-gen-'));
    const info = generateCorpus(dir, { files: 120, docsPerFile: 10, seed: 7, badRatio: 0.3 });
    assert.equal(info.documents, 1207);
    const files = globSync('**/*.yaml', { cwd: dir, absolute: true });
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      same(text, { uri: file }, file);
      same(text, { rules: { 'schema/unknown-field': 'off', 'metadata/name-invalid': 'warning' } }, file);
      same(text.replace(/\n/g, '\r\n'), {}, `${file} (CRLF)`);
    }
  });

  it('on the synthetic corpus (../shared/bench/synthetic-gen.mjs) and the common-kinds corpus of bench/lint', () => {
    const synthetic = syntheticCorpus(2000, 200);
    const common = mkdtempSync(path.join(tmpdir(), 'plumbline-common-'));
    generateCommonCorpus(common, { files: 100, docsPerFile: 10, seed: 9, badRatio: 0.3 });
    for (const dir of [synthetic, common]) {
      const files = globSync('**/*.yaml', { cwd: dir, absolute: true });
      assert.ok(files.length >= 100, dir);
      for (const file of files) same(readFileSync(file, 'utf8'), { uri: file }, file);
    }
  });

  it('on YAML that the fast path must hand over to the full parser', () => {
    const cases: Record<string, string> = {
      anchors: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  labels: &l\n    x: y\n  annotations: *l\n`,
      anchorInFlow: `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, labels: &l {x: Y_}}\ndata: *l\n`,
      anchorOnKey: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  &k key: v\n  other: *k\n`,
      anchorUnused: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: &n a\n  labels: {bad key: x}\n`,
      aliasWithoutAnchor: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: *n\n---\n${NS('ok')}`,
      quotedAsterisksAndAmpersands: `apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: c\n  labels: {bad key: x}\nspec:\n  schedule: "*/5 * * * *"\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          restartPolicy: Always\n          containers:\n          - name: c\n            image: busybox\n            command: ["sh", "-c", "a && b &"]\n            args: ['* &x']\n`,
      plainAsterisks: `apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: c\nspec:\n  schedule: 0 * * * *\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          restartPolicy: Nope\n          containers: [{name: c, image: busybox, args: [a & b]}]\n`,
      merge: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  <<: {a: b}\n`,
      tags: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: !!str a\n`,
      octal: `apiVersion: v1\nkind: Secret\nmetadata:\n  name: a\ndata: {}\ntype: Opaque\nimmutable: false\n---\n${NS('b')}  labels:\n    mode: 0644\n`,
      yaml11Booleans: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  enabled: yes\n  other: off\n`,
      negativeZero: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  generation: -0\n`,
      underscores: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  generation: 1_000\n`,
      tabs: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n\tname: a\n`,
      duplicateKeys: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  name: b\n`,
      syntaxError: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: [a\n---\n${NS('ok')}`,
      directive: `%YAML 1.2\n---\n${NS('a')}`,
      documentEnd: `${NS('a')}...\n---\n${NS('b')}`,
      contentOnMarker: `--- ${JSON.stringify({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'a' } })}\n`,
      commentPrelude: `# leading comment\n\n---\n${NS('a')}---\n# only a comment\n---\n---\n${NS('b')}`,
      noMarkers: NS('a'),
      emptyText: '',
      onlyComments: '# nothing\n',
      trailingMarker: `${NS('a')}---\n`,
      list: `apiVersion: v1\nkind: List\nitems:\n- ${NS('a').trim().replace(/\n/g, '\n  ')}\n- ${NS('B_').trim().replace(/\n/g, '\n  ')}\n`,
      json: JSON.stringify({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'a', labels: { x: 'y' } } }, null, 2),
      jsonOneLine: JSON.stringify({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'a' } }),
      notAManifest: 'just: data\n---\n- a\n- b\n---\nscalar\n',
      blockScalar: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  script: |\n    echo one\n    --- not a marker\n  folded: >\n    a\n    b\n`,
      suppressions: `# plumbline-disable-file schema/unknown-field\n${NS('a')}spex: 1\n---\n# plumbline-disable-next-line metadata/name-invalid\n${NS('B_')}`,
      indentedDocument: `---\n  apiVersion: v1\n  kind: Namespace\n  metadata:\n    name: a\n`,
      quotedKeys: `"apiVersion": v1\n'kind': Namespace\nmetadata: {"name": "a"}\n`,
      unicode: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  greeting: "h\\u00e9llo ✓"\n  emoji: 😀\n`,
      specialFloats: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  generation: .inf\n`,
      notChecked: `apiVersion: apps/v1\nkind: Deployment # a comment\nmetadata:\n  name: a\nspec: {}\n`,
      notCheckedQuoted: `apiVersion: "apps/v1"\nkind: 'Deployment'\nmetadata:\n  name: a\n`,
      notServed: `apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata:\n  name: a\n`,
      secretData: `apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\ndata:\n  a: YQ==\nstringData: {b: c}\n`,
      emptyKind: `apiVersion: v1\nkind:\nmetadata: {name: a}\n`,
      emptyKindWithComment: `apiVersion: v1\nkind:   # which?\nmetadata: {name: a}\n`,
      blockSequenceValue: `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: a\nspex:\n- a\n- b\n`,
      emptyUnknownLast: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\nspex:`,
      multiLinePlain: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\nspex: a\n  b\n`,
      unknownTopLevel: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\nspex: "x" # c\nother: 'it''s'\n`,
      duplicatedTopLevel: `apiVersion: v1\nkind: Deployment\nmetadata:\n  name: a\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: b\n`,
      complexKey: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  ? k\n  : v\n`,
      // Cases the differential fuzz test found.
      markerRunIntoComment: `---# Source: chart/templates/ns.yaml\n${NS('a')}`,
      markerWithByteOrderMark: `${NS('a')}---\uFEFF\n${NS('b')}`,
      asteriskInLenientQuotedScalar:
        `apiVersion: v1\nkind: Event\nmetadata:\n  namespace: default\ntype: Warning\nmessage: 'fail: rule ''restricted''\n` +
        `  failed: [spec.containers[0].securityContext.capabilities.drop:\n*a\n  Required value])'\n`,
      byteOrderMarkAtStart: `\uFEFF---\nkind: PersistentVolumeClaim\napiVersion: v1\nmetadata:\n  name: c\n`,
      byteOrderMarkBeforeKey: `${NS('a')}---\n# c\n\uFEFFapiVersion: v1\nkind: Namespace\nmetadata:\n  name: b\n`,
      markerWithNoBreakSpace: `${NS('a')}---\u00A0# c\n${NS('b')}`,
      collectionKeyInFlowMapping: `apiVersion: v1\nkind: ConfigMap\nimmutable: true\nx: {{b: {c: 1}}}\nmetadata:\n  name: c\n`,
      listKeyInFlowMapping: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\nx: {a: 1, [b, c]: 2}\n`,
      collectionKeyInBlock: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\nx:\n  {a: 1}: b\n  [c, d]: e\n`,
      mappingWithSpacedKeyInList: `apiVersion: storage.k8s.io/v1\nkind: StorageClass\nmetadata:\n  name: s\nprovisioner: x\nmountOptions:\n  - read_ahead_kb=4096 apiVersion: 'v1' # c\n`,
      lenientQuotedContinuation:
        `apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: j\nspec:\n  template:\n    metadata:\n      annotations:\n` +
        `        note: '[\n          {"a": "b"}\n        ]'\n    spec:\n      restartPolicy: Sometimes\n      containers:\n` +
        `      - name: c\n        image: busybox\n`,
      lenientQuotedContinuationAtColumnZero:
        `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  annotations:\n    note: 'first line\n|  second line'\n` +
        `    other: x\ndata:\n  k: 1\n`,
      // A quoted scalar continued on a line not deeper than its key: js-yaml reads on to the closing quote, the `yaml`
      // parser ends the scalar at the line break, and a line that ends in `''` (or `\"`) then looks closed to it, so
      // it reads no error and the next line as a key of its own (fuzz seed 1618).
      quotedContinuationAtKeyIndent: `apiVersion: v1\nkind: Event\nmetadata:\n  name: e\nmessage: 'rule ''r''\ndata: |+\n  x'\n`,
      doubleQuotedContinuationAtKeyIndent: `apiVersion: v1\nkind: Event\nmetadata:\n  name: e\nmessage: "rule \\"r\\"\ndata: |+\n  x"\n`,
      doubleQuotedContinuationNested:
        `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  annotations:\n    note: "say \\"hi\\"\n  labels: |\n    x"\n` +
        `data:\n  k: v\n`,
    };
    for (const [label, text] of Object.entries(cases)) {
      same(text, {}, label);
      same(text, { reportUnusedDisables: 'warning' }, `${label} (unused disables)`);
    }
  });

  it('on update linting with stored objects', () => {
    const old = (object: JsonObject): JsonObject | undefined =>
      object.kind === 'ConfigMap'
        ? { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a', namespace: 'x' }, immutable: true, data: { k: 'v' } }
        : undefined;
    const text = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  namespace: x\nimmutable: true\ndata:\n  k: v\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  namespace: x\nimmutable: true\ndata:\n  k: changed\n---\n${NS('n')}`;
    same(text, { oldObjectFor: old });
    assert.equal(lintText(text, { oldObjectFor: old }).updates, 2);
  });

  it('fuzz: on mutated manifests of the real-world corpus, neither throws nor disagrees (fast-check)', function () {
    // A fixed seed and a budget of a few seconds in CI; PLUMBLINE_FUZZ_SECONDS for a long run (docs/cli.md).
    const seconds = Number(process.env.PLUMBLINE_FUZZ_SECONDS ?? 4);
    const seed = Number(process.env.PLUMBLINE_FUZZ_SEED ?? 20261124);
    this.timeout((seconds + 120) * 1000);
    const long = process.env.PLUMBLINE_FUZZ_SECONDS !== undefined;
    const report = fuzzPipelines(seconds, seed, long);
    assert.ok(report.checked > 0);
    if (long)
      console.log(
        `      fuzz: ${report.checked} mutated texts checked in ${report.seconds.toFixed(0)} s (seed ${report.seed}), ${report.failures.length} failing`,
      );
    assert.deepEqual(
      report.failures.slice(0, 20).map((f) => `${JSON.stringify(f.input)}: ${f.error}`),
      [],
      `${report.failures.length} inputs fail (reproduce with test/utils/text-fuzz.ts mutate)`,
    );
  });

  it('reads `*` and `&` inside scalars on the fast path, and leaves documents with anchors to the full parser', () => {
    const engine = getEngine();
    const kind = (text: string): string => lintChunkFast(engine, text, {}).kind;
    const cron = (schedule: string, command: string): string =>
      `apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: c\nspec:\n  schedule: ${schedule}\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          restartPolicy: Never\n          containers:\n          - name: c\n            image: busybox\n            command: ${command}\n`;
    assert.equal(kind(cron('"30 * * * *"', '["sh", "-c", "a && b"]')), 'done');
    assert.equal(kind(cron('30 * * * *', "['x &y', '*z']")), 'done');
    assert.equal(kind(cron('&s "30 * * * *"', '[a]')), 'full');
    assert.equal(kind(cron('"30 * * * *"', '[&c a, *c]')), 'full');
    assert.equal(kind(cron('"30 * * * *"', '[*c]')), 'syntax');
    // Lists of flow mappings (JSON-style manifests) are no complex keys and stay on the fast path.
    assert.equal(kind(cron('"0 * * * *"', '["a", "b"]\n            env: [{name: A, value: "1"}, {name: B, value: "{x}"}]')), 'done');
    assert.equal(kind(cron('"0 * * * *"', '[sh]\n            args: ["{", "}", "[", "{"]')), 'done');
  });

  it('places findings on a top-level block mapping under quoted keys from the block structure, as the full parse does', () => {
    const secret = (data: string): string => `apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\ntype: kubernetes.io/tls\ndata:\n${data}`;
    const text = secret('  "bad key!": eA==\n');
    // The line scan does not read `data`'s value (its first key is quoted); the block structure places both findings.
    assert.equal(lintChunkFast(getEngine(), text, {}).kind, 'done');
    const found = lintText(text).diagnostics.map((d) => [
      d.ruleId,
      d.path,
      d.range!.start.line,
      d.range!.start.character,
      d.range!.end.character,
    ]);
    assert.deepStrictEqual(found, [
      ['secret/plaintext-in-repository', 'data', 5, 0, 4],
      ['secret/type-key-missing', 'data[tls.crt]', 5, 0, 4],
      ['secret/type-key-missing', 'data[tls.key]', 5, 0, 4],
      ['secret/key-invalid', 'data[bad key!]', 6, 2, 12],
    ]);
    same(text);
    same(secret("  'a b': eA==\n  c: |\n    x\n"));
  });

  it('reads quoted scalars continued deeper on the fast path, and leaves shallower ones ending in a quote to the full parser', () => {
    const engine = getEngine();
    const kind = (message: string): string =>
      lintChunkFast(engine, `apiVersion: v1\nkind: Event\nmetadata:\n  name: e\n  annotations:\n    note: ${message}\n`, {}).kind;
    assert.equal(kind(`'a ''b'' c'`), 'done');
    assert.equal(kind(`'a ''b''\n      c'`), 'done');
    assert.equal(kind(`"a \\"b\\"\n\n      c"`), 'done');
    // Not deeper than the key: the yaml parser reports a missing quote and reads the document as js-yaml does.
    assert.equal(kind(`'a ''b'' c\n    d'`), 'done');
    // After `''` or `\"` the yaml parser takes the scalar as closed at the line break: the full parser decides.
    assert.equal(kind(`'a ''b''\n    c: d'`), 'full');
    assert.equal(kind(`"a \\"b\\"\r\n    c: d"`), 'full');
    assert.equal(kind(`['x', "a \\"b\\"\n    c: d"]`), 'full');
    // A quote in a word or a comment starts no scalar.
    assert.equal(kind(`it's # it''s\n    other: 'x'`), 'done');
  });

  it('cuts documents where the yaml parser does', () => {
    assert.deepEqual(
      splitDocuments(`# c\n---\na: 1\n---\n---\nb: 2\n`)?.map((c) => [c.index, c.line]),
      [
        [0, 2],
        [1, 4],
        [2, 5],
      ],
    );
    assert.deepEqual(
      splitDocuments(`a: 1\n---\nb: 2`)?.map((c) => [c.index, c.line]),
      [
        [0, 0],
        [1, 2],
      ],
    );
    assert.equal(splitDocuments(`--- a: 1\n`), undefined);
    assert.equal(splitDocuments(`a: 1\n...\n`), undefined);
  });
});

describe('cli: worker threads give the same report as one thread', function () {
  this.timeout(120000);
  before(ensureBuilt);

  it('on a generated corpus', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-workers-'));
    generateCorpus(dir, { files: 150, docsPerFile: 6, seed: 3, badRatio: 0.2 });
    const one = run(['lint', '.', '-f', 'json', '--workers', 'off'], { cwd: dir });
    const many = run(['lint', '.', '-f', 'json', '--workers', '2'], { cwd: dir });
    const full = run(['lint', '.', '-f', 'json', '--workers', 'off', '--no-fast-path'], { cwd: dir });
    assert.equal(one.code, many.code);
    assert.equal(many.stdout, one.stdout);
    assert.equal(full.stdout, one.stdout);
    assert.equal(JSON.parse(one.stdout).summary.files, 151);
  });
});
