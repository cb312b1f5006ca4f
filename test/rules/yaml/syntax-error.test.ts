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
    { name: 'unclosed double quote, with a later document', code: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: "web\n---\napiVersion: v1\nkind: Namespace\nmetadata: {name: ok}\n', errors: [
      { messageId: 'syntaxError', line: 4, column: 9, message: 'YAML syntax error: the quoted value that starts here has no closing ".' },
    ] },
    { name: 'unclosed single quote in the last document', code: "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: 'web\ndata: {}\n", errors: [
      { messageId: 'syntaxError', line: 4, column: 9, message: "YAML syntax error: the quoted value that starts here has no closing '." },
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

  it('reads the documents after an unclosed quote, as kubectl does', () => {
    const text = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: "a\ndata:\n  k: v\n---\napiVersion: v1\nkind: Namespace\nmetadata:\n  name: B_1\n---\napiVersion: v1\nkind: Namespace\nmetadata:\n  name: \'x\n---\napiVersion: v1\nkind: Namespace\nmetadata:\n  name: B_2\n';
    const result = lintText(text);
    assert.deepEqual(
      result.diagnostics.map((d) => [d.ruleId, (d.range?.start.line ?? -1) + 1, (d.range?.start.character ?? -1) + 1, d.documentIndex]),
      [
        ['yaml/syntax-error', 4, 9, 0],
        ['metadata/name-invalid', 11, 9, 1],
        ['yaml/syntax-error', 16, 9, 2],
        ['metadata/name-invalid', 21, 9, 3],
      ],
    );
    assert.equal(result.documentCount, 4);
    assert.deepEqual(result.resources.map((r) => [r.name, r.documentIndex]), [['B_1', 1], ['B_2', 3]]);
  });
});
