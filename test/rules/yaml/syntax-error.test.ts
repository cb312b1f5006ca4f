import assert from 'node:assert/strict';
import { lintText } from '@plumbline/core';
import rule from '../../../rules/yaml/syntax-error.js';
import { ruleTester } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: ['apiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec: {ports: [{port: 80}]}\n'],
  invalid: [
    { name: 'unclosed flow sequence', code: 'apiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec:\n  ports: [{port: 80}\n', errors: [{ messageId: 'syntaxError', line: 5, column: 20 }] },
    { name: 'JSON with a missing comma', code: '{"apiVersion": "v1" "kind": "Service"}\n', errors: [
      { messageId: 'syntaxError', line: 1, column: 16 },
      { messageId: 'syntaxError', line: 1, column: 21, message: 'YAML syntax error: Unexpected double-quoted-scalar token.' },
    ] },
  ],
});

describe('a syntax error loses nothing else', () => {
  it('still checks the other documents of the file', () => {
    const text = 'apiVersion: v1\nkind: Service\nmetadata: {name: Bad_1}\n---\nkey: [\n---\napiVersion: v1\nkind: Service\nmetadata: {name: Bad_2}\n';
    const result = lintText(text);
    assert.deepEqual(
      result.diagnostics.filter((d) => d.ruleId === 'metadata/name-invalid' || d.ruleId === 'yaml/syntax-error').map((d) => [d.ruleId, (d.range?.start.line ?? -1) + 1]),
      [['metadata/name-invalid', 3], ['yaml/syntax-error', 5], ['metadata/name-invalid', 9]],
    );
    assert.equal(result.documentCount, 3);
  });
});
