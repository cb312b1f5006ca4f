import assert from 'node:assert/strict';
import { lintText } from '@plumbline/core';
import { recordCoverage } from '@plumbline/engine/testing';
import rule from '../../../rules/suppression/unused-disable.js';

// The finding comes from the core's suppression step, which reports unused directives only on request.
describe('suppression/unused-disable', () => {
  recordCoverage(rule.id, 1, 1, ['unusedDisable']);
  const text = [
    'apiVersion: v1',
    'kind: Service',
    'metadata:',
    '  # plumbline-disable-next-line metadata/name-invalid -- legacy name, renamed in #42',
    '  name: Web_1',
    '  # plumbline-disable-next-line metadata/label-invalid',
    '  labels: {app: web}',
    'spec: {ports: [{port: 80}]}',
    '',
  ].join('\n');

  it('reports a directive that suppresses nothing, at the directive', () => {
    const unused = lintText(text, { reportUnusedDisables: 'warning' }).diagnostics.filter((d) => d.ruleId === rule.id);
    assert.deepEqual(
      unused.map((d) => [d.messageId, d.severity, d.message, (d.range?.start.line ?? -1) + 1]),
      [['unusedDisable', 'warning', 'Unused `plumbline-disable-next-line`: `metadata/label-invalid` suppresses no finding on line 7.', 6]],
    );
  });
  it('stays silent for a directive that is used, and when not asked for', () => {
    // Without the directives the name finding is there: the silence below is the directive's doing.
    assert.ok(lintText(text, { suppressions: false }).diagnostics.some((d) => d.ruleId === 'metadata/name-invalid'), 'Web_1 is reported without suppressions');
    const used = lintText(text, { reportUnusedDisables: 'warning' });
    assert.ok(!used.diagnostics.some((d) => d.ruleId === 'metadata/name-invalid'), 'the used directive suppresses the name finding');
    assert.deepEqual(lintText(text).diagnostics.filter((d) => d.ruleId === rule.id), []);
  });
});
