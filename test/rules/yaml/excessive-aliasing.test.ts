import assert from 'node:assert/strict';
import { lintText } from '@plumbline/core';
import { TEXT_PATHS } from '../../utils/text-paths.js';
import rule from '../../../rules/yaml/excessive-aliasing.js';
import { aliasBomb } from '../../utils/hostile.js';
import { ruleTester } from '../../utils/rule-tester.js';

const configMap = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ok}\n';

ruleTester.run(rule, {
  valid: [
    // Aliases that repeat a little, as manifests use them.
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n  labels: &labels {app: web}\n  annotations: *labels\n',
    // Three levels of nine: 729 leaves, under the 1,000 nodes before the ratio applies.
    `${configMap}data:\n  x: "1"\nextra:\n${aliasBomb(3).replace(/^/gm, '  ')}`,
  ],
  invalid: [
    {
      name: 'ten levels of nine (3.4 billion leaves)',
      code: aliasBomb(10),
      errors: [{ messageId: 'excessiveAliasing', line: 1, column: 1, endLine: 1, endColumn: 2 }],
    },
    {
      name: 'in the second document',
      code: `${configMap}---\n${aliasBomb(6)}`,
      errors: [{ messageId: 'excessiveAliasing', line: 5, column: 1 }],
    },
  ],
});

describe('an alias bomb', () => {
  for (const [name, lint] of TEXT_PATHS) {
    it(`is refused at once by ${name}, and the other documents are still checked`, () => {
      const text = `${aliasBomb(10)}---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: Bad_Name}\n`;
      const started = Date.now();
      const result = lint(text);
      // Generous: refusing takes milliseconds, expanding 9^10 nodes takes hours.
      assert.ok(Date.now() - started < 5000, 'not bounded');
      assert.deepEqual(
        result.diagnostics.map((d) => [d.ruleId, d.range!.start.line + 1]),
        [
          ['yaml/excessive-aliasing', 1],
          ['metadata/name-invalid', 14],
        ],
      );
    });
  }

  it('through a merge key, or in a flow mapping, is refused too', () => {
    const merge = `base: &b {k: [1,2,3,4,5,6,7,8,9]}\n${aliasBomb(7)}m:\n  <<: *a6\n`;
    assert.deepEqual(
      lintText(merge).diagnostics.map((d) => d.ruleId),
      ['yaml/excessive-aliasing'],
    );
    const flow = `{a: &a [x,x,x,x,x,x,x,x,x], b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a], c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b], d: [*c,*c,*c,*c,*c,*c,*c,*c,*c]}\n`;
    assert.deepEqual(
      lintText(flow).diagnostics.map((d) => d.ruleId),
      ['yaml/excessive-aliasing'],
    );
  });

  it('with a syntax error is not read leniently (js-yaml would share the aliased nodes unbounded)', () => {
    const text = `${aliasBomb(10)}bad: "x\ny"\n`;
    const started = Date.now();
    const result = lintText(text);
    assert.ok(Date.now() - started < 5000, 'not bounded');
    assert.ok(result.diagnostics.length > 0);
    assert.ok(result.diagnostics.every((d) => d.ruleId === 'yaml/syntax-error'));
  });
});
