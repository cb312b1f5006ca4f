import assert from 'node:assert/strict';
import { lintText, validate } from '@plumbline/core';
import rule from '../../../rules/manifest/list-not-writable.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

// In files, lists are expanded like kubectl does: the rule stays silent there.
ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: List
      items:
      - apiVersion: v1
        kind: Service
        metadata: {name: web}
        spec: {ports: [{port: 80}]}
    `,
  ],
  invalid: [
    {
      name: 'a list nested in a list is sent as one object',
      code: yaml`
        apiVersion: v1
        kind: List
        items:
        - apiVersion: v1
          kind: ServiceList
          items: []
      `,
      errors: [{ messageId: 'listNotWritable', path: 'kind', line: 5, column: 9 }],
    },
  ],
});

describe('manifest/list-not-writable through validate()', () => {
  it('reports a List object sent to the API server as one body', () => {
    const found = validate({ apiVersion: 'v1', kind: 'ConfigMapList', metadata: {}, items: [] });
    assert.deepEqual(found.map((d) => [d.ruleId, d.path, d.severity]), [['manifest/list-not-writable', 'kind', 'error']]);
  });
  it('expands list items in text and points into them', () => {
    const text = 'apiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: Service\n  metadata: {name: Web}\n';
    const result = lintText(text);
    assert.equal(result.resources.length, 1);
    assert.equal(result.resources[0]?.itemIndex, 0);
    const name = result.diagnostics.find((d) => d.ruleId === 'metadata/name-invalid');
    assert.deepEqual(name?.range, { start: { line: 5, character: 19 }, end: { line: 5, character: 22 } });
  });
});
