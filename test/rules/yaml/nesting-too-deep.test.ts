import assert from 'node:assert/strict';
import { lintText } from '@plumbline/core';
import { TEXT_PATHS } from '../../utils/text-paths.js';
import rule from '../../../rules/yaml/nesting-too-deep.js';
import { deepBlock, deepJson } from '../../utils/hostile.js';
import { ruleTester } from '../../utils/rule-tester.js';

const configMap = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: web}\n';

ruleTester.run(rule, {
  valid: [
    // 10,000 levels: as deep as the API server reads. Plumbline reads it (the ConfigMap's
    // data value is an object, which the schema rules report, not this one).
    { code: `{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "web"}, "x": ${deepJson(9_999)}}` },
    { code: deepBlock(1_000, configMap) },
  ],
  invalid: [
    {
      name: 'JSON nested 10,001 levels',
      code: `${configMap}---\n${deepJson(10_001)}\n`,
      errors: [
        {
          messageId: 'tooDeep',
          line: 5,
          column: 1,
          endLine: 5,
          endColumn: 2,
          message: 'The document nests 10001 levels deep; the API server reads at most 10000 levels ("exceeded max depth of 10000").',
        },
      ],
    },
    {
      name: 'block YAML nested deeper than 400 levels, with an alias',
      code: `${deepBlock(500, `${configMap}base: &b {k: v}\n`)}y: *b\n`,
      errors: [
        {
          messageId: 'tooDeepToRead',
          line: 1,
          column: 1,
          message:
            'The document nests 501 levels deep and uses anchors, aliases, tags, merge, complex or repeated keys, or has a syntax error, which Plumbline reads only up to 400 levels deep; it was not checked.',
        },
      ],
    },
  ],
});

describe('deep nesting', () => {
  for (const [name, lint] of TEXT_PATHS) {
    it(`is read up to the server's depth by ${name}, without a stack overflow, and checked`, () => {
      for (const text of [
        `{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "Bad_Name"}, "x": ${deepJson(9_999)}}`,
        deepBlock(1_000, 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: Bad_Name}\n'),
        `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: Bad_Name}\nx: ${'['.repeat(1_000)}${']'.repeat(1_000)}\n`,
      ]) {
        const ids = lint(text).diagnostics.map((d) => d.ruleId);
        assert.deepEqual(ids, ['metadata/name-invalid', 'schema/unknown-field'], text.slice(0, 80));
      }
    });

    it(`reports a document deeper than the server reads with ${name}, and still checks the others`, () => {
      const text = `${deepJson(20_000)}\n---\n${'['.repeat(12_000)}${']'.repeat(12_000)}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: Bad_Name}\n`;
      const result = lint(text);
      assert.deepEqual(
        result.diagnostics.map((d) => [d.ruleId, d.range!.start.line + 1, d.message.match(/nests (\d+)/)?.[1] ?? '']),
        [
          ['yaml/nesting-too-deep', 1, '20000'],
          ['yaml/nesting-too-deep', 3, '12000'],
          ['metadata/name-invalid', 7, ''],
        ],
      );
    });
  }

  it('bounds what aliases add to the depth of the text', () => {
    // 300 levels of text, an alias of a 300-level node at depth 300: 600 levels once expanded.
    const inner = deepBlock(300, '', 'anchor').replace(/^anchor:/, 'anchor: &deep');
    const text = `${inner}${deepBlock(299, '', 'holder').replace(/b: 1\n$/, 'b: *deep\n')}`;
    const ids = lintText(text).diagnostics.map((d) => [d.ruleId, d.messageId]);
    assert.deepEqual(ids, [['yaml/nesting-too-deep', 'tooDeepToRead']]);
  });
});
