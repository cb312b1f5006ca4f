import assert from 'node:assert/strict';
import type { LintResult } from '@plumbline/core';
import { TEXT_PATHS } from '../utils/text-paths.js';

/**
 * Texts on which the two paths of the text pipeline (the `yaml` parser, and js-yaml where
 * it can) used to disagree (issue 15, point 17). Each case pins kubectl's reading and
 * checks that both paths give it, ranges included.
 */

const PIPELINES = TEXT_PATHS;

function summary(result: LintResult): unknown {
  return {
    findings: result.diagnostics.map((d) => [
      d.ruleId,
      d.range!.start.line,
      d.range!.start.character,
      d.range!.end.line,
      d.range!.end.character,
    ]),
    resources: result.resources.map((r) => [r.documentIndex, r.range.start.line, r.range.start.character, r.range.end.character, r.object]),
  };
}

function bothRead(text: string, expected: { findings: unknown[]; objects?: unknown[]; ranges?: unknown[] }): void {
  const results = PIPELINES.map(([name, lint]) => [name, summary(lint(text))] as const);
  for (const [name, got] of results) {
    const { findings, resources } = got as { findings: unknown[]; resources: unknown[][] };
    assert.deepEqual(findings, expected.findings, `${name}: findings`);
    if (expected.objects)
      assert.deepEqual(
        resources.map((r) => r[4]),
        expected.objects,
        `${name}: objects`,
      );
    if (expected.ranges)
      assert.deepEqual(
        resources.map((r) => r.slice(1, 4)),
        expected.ranges,
        `${name}: resource ranges`,
      );
  }
  assert.deepEqual(results[0]![1], results[1]![1], 'the pipelines disagree');
}

const HEAD = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n';

describe("both text pipelines give kubectl's reading", () => {
  it('reads a number too large for a float64 (1e400) as a string, as go-yaml does', () => {
    bothRead(`${HEAD}data:\n  a: 1e400\n  b: -1e400\n  c: "1"\n`, {
      findings: [],
      objects: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' }, data: { a: '1e400', b: '-1e400', c: '1' } }],
    });
    // Where the schema wants a number, the string is what the server refuses.
    bothRead('apiVersion: v1\nkind: Service\nmetadata: {name: x}\nspec:\n  ports: [{port: 1e400}]\n', {
      findings: [['schema/invalid-type', 4, 17, 4, 22]],
    });
    // `.inf` stays infinite.
    bothRead(`${HEAD}x: .inf\n`, { findings: [['schema/unknown-field', 3, 0, 3, 1]] });
  });

  it('drops a byte order mark at the start of a later document, as kubectl reads each document on its own', () => {
    bothRead(`${HEAD}---\n\uFEFFapiVersion: v1\nkind: ConfigMap\nmetadata: {name: Y_bad}\n`, {
      findings: [['metadata/name-invalid', 6, 17, 6, 22]],
      objects: [
        { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' } },
        { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'Y_bad' } },
      ],
    });
  });

  it('places a finding on a key that starts with `-` (LF and CRLF)', () => {
    bothRead(`${HEAD}-a: 1\n`, { findings: [['schema/unknown-field', 3, 0, 3, 2]] });
    bothRead(`${HEAD}-a: 1\n`.replace(/\n/g, '\r\n'), { findings: [['schema/unknown-field', 3, 0, 3, 2]] });
  });

  it('places findings when `metadata` is a plain scalar', () => {
    bothRead('apiVersion: v1\nkind: ConfigMap\nmetadata: web\n', { findings: [['schema/invalid-type', 2, 10, 2, 13]] });
    bothRead('apiVersion: v1\nkind: ConfigMap\nmetadata:\ndata: {a: b}\n', { findings: [['metadata/name-missing', 2, 0, 2, 8]] });
    // The scalar on the line after the key (found by the fuzz test): the finding is on the value, as `locate` puts it.
    bothRead('apiVersion: v1\nkind: Namespace\nmetadata:\n  name polaris-2\n', { findings: [['schema/invalid-type', 3, 2, 3, 16]] });
  });

  it('points findings of a leniently read document at its first line, not at its `---` line', () => {
    // The closing line of the quoted value sits at the key's indentation: libyaml reads it, the `yaml` package does not.
    bothRead(`${HEAD}---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: "a\n  b"\nspex: 1\n`, {
      findings: [
        ['metadata/name-invalid', 4, 0, 4, 1],
        ['schema/unknown-field', 4, 0, 4, 1],
      ],
    });
    // Without findings, its resource spans its first line, as any resource does (found by the fuzz test).
    bothRead(`${HEAD}data:\n  k: "a\n  b"\n`, { findings: [], ranges: [[0, 0, 14]] });
  });

  it('reads leniently a document whose scripts hold a `*` glob (not a YAML alias)', () => {
    // A real-world Job: a quoted annotation closing at the key's indentation, and `*-dashboard.json` in a folded script.
    const text = `${HEAD}data:\n  init: '[\n    "a"\n  ]'\n  script: >\n    for f in *-dashboard.json ; do echo $f ; done\n`;
    bothRead(text, {
      findings: [],
      objects: [
        {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'x' },
          data: { init: '[ "a" ]', script: 'for f in *-dashboard.json ; do echo $f ; done\n' },
        },
      ],
    });
  });

  it('keeps the trailing line breaks of a `|+` block scalar at the end of the file as libyaml does', () => {
    // A last line of spaces without a line break adds nothing; js-yaml counted one more break.
    const cases: [string, string][] = [
      ['\n\n\n', 'x\n\n\n'],
      ['\n\n    ', 'x\n\n'],
      ['\n    ', 'x\n'],
      ['\n  \n  ', 'x\n\n'],
      ['\n', 'x\n'],
    ];
    for (const [end, value] of cases) {
      bothRead(`${HEAD}data:\n  a: |+\n    x${end}`, {
        findings: [],
        objects: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' }, data: { a: value } }],
      });
    }
  });
});
