import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { globSync } from 'tinyglobby';
import type { Document } from 'yaml';
import { BlockText, locate, parseText, screenDocument, splitDocuments, toRange, type FieldPath } from '@plumbline/core';
import { generateCommonCorpus, generateCorpus } from '../../bench/lint/generate.mjs';
import { plainKeyEnd } from '../../packages/engine/src/locate-text.js';
import { contentStart, splitDocuments as splitByCodes, type Chunk } from '../../packages/engine/src/place-text.js';
import { sharedPath, syntheticCorpus } from '../utils/paths.js';

/**
 * The fast path's text locator (engine locate-text.ts) must answer exactly what `locate`
 * answers on the parsed document, clamped to its first line, or not at all. Checked on
 * every path (and a missing field under every mapping) of every document of the corpora.
 */

function firstLine(text: string, offset: readonly [number, number]): [number, number] {
  const newline = text.indexOf('\n', offset[0]);
  let end = newline >= 0 && newline < offset[1] ? newline : offset[1];
  if (end > offset[0] && text[end - 1] === '\r') end -= 1;
  return [offset[0], Math.max(end, offset[0])];
}

function pathsOf(value: unknown, prefix: FieldPath = [], out: FieldPath[] = []): FieldPath[] {
  out.push(prefix);
  if (out.length > 400) return out;
  if (Array.isArray(value)) {
    value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
    out.push([...prefix, value.length]);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
    out.push([...prefix, 'plumblineMissingField']);
  }
  return out;
}

/** Documents the fast path would read: what the pipeline's screen lets through. */
function documents(text: string): string[] {
  if (text.includes('\t') || /\r(?!\n)/.test(text)) return [];
  return (splitDocuments(text) ?? []).map((c) => text.slice(c.start, c.end)).filter((content) => screenDocument(content) !== undefined);
}

interface Tally {
  answered: number;
  asked: number;
}

function check(content: string, label: string, tally: Tally): void {
  const parsed = parseText(content);
  if (parsed.problems.length > 0 || parsed.documents.length !== 1) return;
  const doc = parsed.documents[0]!;
  if (doc.lenient || !doc.value || typeof doc.value !== 'object' || Array.isArray(doc.value)) return;
  const block = new BlockText(content);
  for (const p of pathsOf(doc.value)) {
    for (const target of ['value', 'key'] as const) {
      tally.asked += 1;
      const fast = block.locate(p, target);
      if (!fast) continue;
      tally.answered += 1;
      const expected = firstLine(content, locate(doc.ast as Document.Parsed, p, target));
      const range = toRange(parsed.lineCounter, expected);
      assert.deepEqual(
        [fast[0], fast[1], fast[2], fast[0] - fast[3]],
        [expected[0], expected[1], range.start.line, range.start.character],
        `${label}: ${JSON.stringify(p)} (${target})`,
      );
    }
  }
}

describe('core: the text locator ≡ locate on the parsed document', function () {
  this.timeout(120000);

  it('on every path of every document of the real-world corpus', () => {
    const root = sharedPath('corpus', 'real-world');
    const tally: Tally = { answered: 0, asked: 0 };
    for (const file of globSync('**/*.{yaml,yml}', { cwd: root, absolute: true })) {
      documents(readFileSync(file, 'utf8')).forEach((d, i) => check(d, `${path.relative(root, file)}#${i}`, tally));
    }
    // It must answer most questions, or the fast path gains nothing.
    assert.ok(tally.answered / tally.asked > 0.8, `answered ${tally.answered} of ${tally.asked}`);
  });

  it('on the generated corpus', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-locate-'));
    generateCorpus(dir, { files: 60, docsPerFile: 10, seed: 11, badRatio: 0.3 });
    const tally: Tally = { answered: 0, asked: 0 };
    for (const file of globSync('**/*.yaml', { cwd: dir, absolute: true }))
      documents(readFileSync(file, 'utf8')).forEach((d, i) => check(d, `${file}#${i}`, tally));
    assert.ok(tally.answered > 0);
  });

  it('on the synthetic corpus (../shared/bench/synthetic-gen.mjs) and the common-kinds corpus of bench/lint', () => {
    const synthetic = syntheticCorpus(1500, 150);
    const common = mkdtempSync(path.join(tmpdir(), 'plumbline-locate-common-'));
    generateCommonCorpus(common, { files: 60, docsPerFile: 10, seed: 5, badRatio: 0.3 });
    for (const dir of [synthetic, common]) {
      const tally: Tally = { answered: 0, asked: 0 };
      for (const file of globSync('**/*.yaml', { cwd: dir, absolute: true }))
        documents(readFileSync(file, 'utf8')).forEach((d, i) => check(d, `${file}#${i}`, tally));
      assert.ok(tally.answered / tally.asked > 0.8, `${dir}: answered ${tally.answered} of ${tally.asked}`);
    }
  });

  it('on hand-written shapes: compact and indented lists, quoted keys and values, nulls, comments, CRLF', () => {
    const texts = [
      'a:\n- x: 1\n  y: 2\n- z\n- "q"\nb: c\n',
      'a:\n  - x: 1\n    y:\n      - 1\n      - two # c\n  - k: v\nb:\nc: ~\n',
      '"a": \'b\'\n\'c\': "d # not a comment"\ne: f # comment\n',
      'a:\n  b: c\n  d:\n    e: f\n  g: [1, 2]\n  h: {i: j}\nk: |\n  text\nl: >-\n  folded\n',
      'a: 1\r\nb:\r\n  c: 2\r\n  d:\r\n  - 3\r\n',
      'spec:\n  ports:\n  - port: 80\n    name: web\n  - {port: 81}\n  selector:\n    app: x\n',
      'a: plain\n  continued\nb: "multi\n  line"\nc: 1\n',
      'a:\n  b:    # comment\n    c: 1\n  d:   \n  e:\n',
    ];
    const tally: Tally = { answered: 0, asked: 0 };
    texts.forEach((t, i) => check(t, `text ${i}`, tally));
    assert.ok(tally.answered > 0);
  });

  it('reads quoted scalars and what follows them on their line: blanks and a comment, nothing else', () => {
    const text = 'a: "x" # c\nb: \'it\'\'s\'   \nc: "q\\"r"\nd: "v" x\ne: "v" #\u2028\nf: {k: v} # c\u2029\ng: {k: v}  # ok\n';
    const block = new BlockText(text);
    const at = (...path: FieldPath) => block.locate(path, 'value');
    assert.deepEqual(at('a'), [3, 6, 0, 0]);
    assert.deepEqual(at('b'), [14, 21, 1, 11]);
    assert.deepEqual(at('c'), [28, 34, 2, 25]);
    // Text after the closing quote, and a comment holding a separator that `.` does not match: unsure.
    assert.equal(at('d'), undefined);
    assert.equal(at('e'), undefined);
    // A flow mapping followed by such a comment is not read: a path into it stops at its key.
    assert.deepEqual(at('f'), [54, 55, 5, 54]);
    assert.deepEqual(at('g', 'k'), [76, 77, 6, 69]);
  });

  it('answers inside one-line flow mappings of plain scalars, as locate does, and declines the other flow shapes', () => {
    const text = [
      'spec:',
      '  scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: web}  # target',
      '  empty: {}',
      '  volumes:',
      '  - {name: config, mountPath: /etc/app}',
      '  quoted: {a: "b"}',
      '  nested: {a: {b: c}}',
      '  multi: {a: b,',
      '    c: d}',
      '',
    ].join('\n');
    const block = new BlockText(text);
    const answered = (p: (string | number)[], target: 'value' | 'key'): string | undefined => {
      const r = block.locate(p, target);
      return r && text.slice(r[0], r[1]);
    };
    assert.equal(answered(['spec', 'scaleTargetRef', 'name'], 'value'), 'web');
    assert.equal(answered(['spec', 'scaleTargetRef', 'kind'], 'key'), 'kind');
    assert.equal(answered(['spec', 'scaleTargetRef'], 'value'), 'scaleTargetRef');
    assert.equal(answered(['spec', 'scaleTargetRef', 'missing'], 'value'), 'scaleTargetRef');
    assert.equal(answered(['spec', 'empty', 'x'], 'value'), 'empty');
    assert.equal(answered(['spec', 'volumes', 0, 'mountPath'], 'value'), '/etc/app');
    assert.equal(answered(['spec', 'volumes', 0], 'value'), '{name: config, mountPath: /etc/app}');
    assert.equal(answered(['spec', 'quoted', 'a'], 'value'), undefined);
    assert.equal(answered(['spec', 'nested', 'a', 'b'], 'value'), undefined);
    assert.equal(answered(['spec', 'multi', 'c'], 'value'), undefined);
    const tally: Tally = { answered: 0, asked: 0 };
    check(text, 'flow mappings', tally);
    assert.ok(tally.answered > 10, `answered ${tally.answered} of ${tally.asked}`);
  });

  it('on random mutations of block YAML (fixed seed)', () => {
    const base =
      'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  labels:\n    app: web\nspec:\n  ports:\n  - port: 80\n    targetPort: 8080\n  selector:\n    app: web\n';
    const lines = base.split('\n');
    const tally: Tally = { answered: 0, asked: 0 };
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.nat(lines.length - 1),
            fc.constantFrom(' ', '  ', '- ', '# x', '', '"q": 1', 'k:', 'k: [1]', "'v'", 'k: {a: b}', '{a: b, c: d}', 'k: {}'),
          ),
          { maxLength: 4 },
        ),
        (edits) => {
          const mutated = [...lines];
          for (const [at, piece] of edits) mutated.splice(at, 0, piece + mutated[at]!.trimStart());
          const text = mutated.join('\n');
          for (const d of documents(text)) check(d, JSON.stringify(text), tally);
        },
      ),
      { seed: 20261124, numRuns: 400 },
    );
  });
});

describe('engine: the key scan of the text locator', () => {
  // The expression the scan replaces (locate-text.ts PLAIN_KEY).
  const PLAIN_KEY = /^([A-Za-z_][A-Za-z0-9_./-]*)[ ]*:(?= |$)/;
  const line = fc.string({ unit: fc.constantFrom(...'aZ_09./-: "\'#\u00e9\t'.split('')), maxLength: 14 });
  const cut = fc
    .tuple(line, line, line)
    .map(([before, middle, after]) => ({ text: before + middle + after, at: before.length, end: before.length + middle.length }));

  it('reads the same key, at the same place, as the expression on the line cut out', () => {
    fc.assert(
      fc.property(cut, ({ text, at, end }) => {
        const plain = PLAIN_KEY.exec(text.slice(at, end));
        assert.equal(plainKeyEnd(text, at, end), plain ? at + plain[1]!.length : -1);
      }),
      { numRuns: 20_000 },
    );
  });

  it('on the lines they are made for', () => {
    const cases: [string, number][] = [
      ['name: web', 4],
      ['name:', 4],
      ['name  : web', 4],
      ['app.kubernetes.io/name: x', 22],
      ['9lives: x', -1],
      ['name:web', -1],
      ['"name": web', -1],
      ['- name: web', -1],
      ['', -1],
    ];
    for (const [text, plain] of cases) assert.equal(plainKeyEnd(text, 0, text.length), plain, text);
  });
});

describe('engine: where a document starts (contentStart)', () => {
  // The expressions the character scan replaces.
  function byExpressions(text: string, chunk: Chunk): ReturnType<typeof contentStart> {
    let pos = chunk.start;
    let line = chunk.line;
    while (pos < chunk.end) {
      let end = text.indexOf('\n', pos);
      if (end < 0 || end > chunk.end) end = chunk.end;
      const source = text.slice(pos, end);
      const indent = source.search(/\S/);
      if (indent >= 0 && source[indent] !== '#') {
        let lineEnd = end;
        if (lineEnd > pos && text[lineEnd - 1] === '\r') lineEnd -= 1;
        const singleLine = !/\n[ \t]*[^\s#]/.test(text.slice(end, chunk.end));
        return { offset: pos + indent, line, character: indent, lineEnd, singleLine };
      }
      pos = end + 1;
      line += 1;
    }
    return undefined;
  }

  it('finds the first content line, its end, and whether another follows, as the expressions did', () => {
    const unit = fc.constantFrom(...'a#: -\n\r\t\u00a0\ufeff\u2028x'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 30 }), fc.nat(5), fc.nat(5), (text, trimStart, trimEnd) => {
        const start = Math.min(trimStart, text.length);
        const end = Math.max(start, text.length - trimEnd);
        const chunk: Chunk = { index: 0, start, end, line: 3 };
        assert.deepEqual(contentStart(text, chunk), byExpressions(text, chunk), JSON.stringify({ text, start, end }));
      }),
      { numRuns: 30_000 },
    );
  });
});

describe('engine: where documents start (splitDocuments)', () => {
  // The function as it was, with copies of lines, `trim` and expressions: the character scan must cut alike.
  function splitByExpressions(text: string): Chunk[] | undefined {
    // A byte order mark inside the text (or at its start, where the CLI has already dropped it) is read differently by
    // js-yaml and the `yaml` parser: such text is left to the full parser.
    if (text.includes('\uFEFF')) return undefined;
    const chunks: Chunk[] = [];
    let chunkStart = 0;
    let chunkLine = 0;
    let sawContent = false;
    let explicit = false;
    let lineStart = 0;
    let line = 0;
    const close = (end: number): void => {
      // A prelude of comments and blank lines before the first `---` is not a document.
      if (!explicit && !sawContent) return;
      chunks.push({ index: chunks.length, start: chunkStart, end, line: chunkLine });
    };
    while (lineStart < text.length) {
      let lineEnd = text.indexOf('\n', lineStart);
      if (lineEnd < 0) lineEnd = text.length;
      const c = text.charCodeAt(lineStart);
      if (c === 0x2d /* - */ && text.startsWith('---', lineStart)) {
        const after = text.slice(lineStart + 3, lineEnd).replace(/\r$/, '');
        // `---`, alone or followed by blanks and a comment, starts a document. YAML's blanks are spaces and tabs only
        // (`\s` would take a byte order mark or a no-break space for one, which the `yaml` parser reads as content).
        if (after === '' || /^[ \t]+$/.test(after) || /^[ \t]+#/.test(after)) {
          close(lineStart);
          explicit = true;
          sawContent = false;
          chunkStart = lineEnd + 1;
          chunkLine = line + 1;
          lineStart = lineEnd + 1;
          line += 1;
          continue;
        }
        // Content or a comment on the marker line; or `---` run into text (`---# Source: …`), which the `yaml` parser reads
        // as content while js-yaml (and kubectl's document splitter) read a marker and a comment: left to the full parser.
        return undefined;
      } else if (c === 0x2e /* . */ && text.startsWith('...', lineStart)) {
        return undefined;
      } else if (c === 0x25 /* % */) {
        return undefined;
      }
      if (!sawContent) {
        const trimmed = text.slice(lineStart, lineEnd).trim();
        if (trimmed !== '' && !trimmed.startsWith('#')) sawContent = true;
      }
      lineStart = lineEnd + 1;
      line += 1;
    }
    if (explicit || sawContent)
      chunks.push({ index: chunks.length, start: Math.min(chunkStart, text.length), end: text.length, line: chunkLine });
    return chunks;
  }

  it('cuts documents where the line copies and expressions did', () => {
    const unit = fc.constantFrom(...'-a#: \n\r\t\u00a0\u2028.%'.split(''), '---', '--- ', '---\n', '\n---', '\n...');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 24 }), (parts) => {
        const text = parts.join('');
        assert.deepEqual(splitByCodes(text), splitByExpressions(text), JSON.stringify(text));
      }),
      { numRuns: 30_000 },
    );
  });
});
