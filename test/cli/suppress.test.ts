import assert from 'node:assert/strict';
import { lintText, parseDirectives, UNUSED_DISABLE_RULE } from '@plumbline/core';

const bad = (extra = '') => `apiVersion: v1
kind: ConfigMap
metadata:
  name: Bad_Name${extra}
  labels:
    "bad key!": x
`;

describe('core: suppression comments', () => {
  it('parses next-line, line and file directives with ids and reasons', () => {
    const directives = parseDirectives('# plumbline-disable-file a/b\nx: 1 # plumbline-disable-line c/d, e/f -- because\n  # plumbline-disable-next-line -- all\ny: 2\n');
    assert.deepEqual(
      directives.map((d) => [d.kind, d.ruleIds, d.reason, d.line, d.targetLine]),
      [
        ['file', ['a/b'], undefined, 0, -1],
        ['line', ['c/d', 'e/f'], 'because', 1, 1],
        ['next-line', [], 'all', 2, 3],
      ],
    );
    assert.equal(directives[1]!.range.start.character, 5);
    assert.deepEqual(parseDirectives('a: "# plumbline-disable-next-linex"\n'), []);
  });

  it('removes covered findings and keeps the others', () => {
    const plain = lintText(bad());
    const ids = plain.diagnostics.map((d) => d.ruleId);
    assert.ok(ids.length >= 2, `expected findings, got ${ids.join(', ')}`);
    const first = plain.diagnostics[0]!;
    const lines = bad().split('\n');
    lines.splice(first.range!.start.line, 0, `  # plumbline-disable-next-line ${first.ruleId} -- reviewed`);
    const suppressed = lintText(lines.join('\n'));
    assert.equal(suppressed.diagnostics.length, plain.diagnostics.length - plain.diagnostics.filter((d) => d.range!.start.line === first.range!.start.line && d.ruleId === first.ruleId).length);
    assert.ok(suppressed.suppressed?.some((d) => d.ruleId === first.ruleId));
    const whole = lintText(`# plumbline-disable-file ${[...new Set(ids)].join(', ')}\n${bad()}`);
    assert.deepEqual(whole.diagnostics, []);
    assert.equal(lintText(bad(), { suppressions: false }).suppressed, undefined);
  });

  it('reports unused directives when asked', () => {
    const text = `# plumbline-disable-next-line metadata/name-invalid\nkind: ConfigMap\napiVersion: v1\nmetadata:\n  name: ok\n`;
    assert.equal(lintText(text).diagnostics.length, 0);
    const reported = lintText(text, { reportUnusedDisables: 'warning' }).diagnostics;
    assert.equal(reported.length, 1);
    assert.equal(reported[0]!.ruleId, UNUSED_DISABLE_RULE);
    assert.equal(reported[0]!.severity, 'warning');
    assert.equal(reported[0]!.range!.start.line, 0);
    assert.match(reported[0]!.message, /`metadata\/name-invalid` suppresses no finding on line 2\./);
  });
});
