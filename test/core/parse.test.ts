import assert from 'node:assert/strict';
import { lintText, locate, parseText, toRange } from '@plumbline/core';

function rangeOf(text: string, path: (string | number)[], target: 'value' | 'key' = 'value'): string {
  const parsed = parseText(text);
  const doc = parsed.documents[0]!;
  const r = toRange(parsed.lineCounter, locate(doc.ast, path, target));
  return `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character}`;
}

describe('parsing and path-to-range mapping', () => {
  const text = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - name: http\n    port: 80\n  - port: 443\n';
  it('maps a field path to its value', () => {
    assert.equal(rangeOf(text, ['spec', 'ports', 1, 'port']), '8:10-8:13');
    assert.equal(rangeOf(text, ['metadata', 'name']), '3:8-3:11');
  });
  it('maps a key when asked', () => {
    assert.equal(rangeOf(text, ['metadata', 'name'], 'key'), '3:2-3:6');
  });
  it('maps a missing field to the key of its nearest existing parent', () => {
    // The parent is a list item: its node spans the item (lintText clamps ranges to the first line).
    assert.equal(rangeOf(text, ['spec', 'ports', 0, 'nodePort']), '6:4-8:0');
    assert.equal(rangeOf(text, ['spec', 'clusterIP']), '4:0-4:4');
    assert.equal(rangeOf(text, ['status', 'loadBalancer']), '0:0-0:1');
  });
  it('maps a block map value to the key that holds it', () => {
    assert.equal(rangeOf(text, ['spec']), '4:0-4:4');
  });
  it('reads JSON with the same paths', () => {
    const json = '{\n  "apiVersion": "v1",\n  "kind": "Service",\n  "metadata": {"name": "Web"}\n}\n';
    const result = lintText(json);
    const d = result.diagnostics.find((x) => x.ruleId === 'metadata/name-invalid');
    assert.deepEqual(d?.range, { start: { line: 3, character: 23 }, end: { line: 3, character: 28 } });
  });
  it('resolves aliases and merge keys', () => {
    const parsed = parseText('base: &b {a: 1}\nmerged:\n  <<: *b\n  c: 2\nalias: *b\n');
    assert.deepEqual(parsed.documents[0]?.value, { base: { a: 1 }, merged: { a: 1, c: 2 }, alias: { a: 1 } });
  });
  it('reads a __proto__ key as a field, with or without aliases in the document', () => {
    for (const text of ['a: 1\n__proto__:\n  b: 2\n', 'a: &x 1\nc: *x\n__proto__:\n  b: 2\n', 'm: &m {__proto__: 3}\nn:\n  <<: *m\n']) {
      const value = parseText(text).documents[0]!.value as Record<string, unknown>;
      const holder = (value.n ?? value) as Record<string, unknown>;
      assert.ok(Object.hasOwn(holder, '__proto__'), text);
      assert.equal(Object.getPrototypeOf(holder), Object.prototype, text);
    }
  });

  it('reads leading-zero integers as octal, like kubectl', () => {
    const parsed = parseText('mode: 0644\nquoted: "0644"\ndecimal: 644\n');
    assert.deepEqual(parsed.documents[0]?.value, { mode: 420, quoted: '0644', decimal: 644 });
    assert.equal(parsed.documents[0]?.hazards.length, 1);
  });
  it('never throws on hostile input', () => {
    for (const input of [
      '',
      '---',
      ':',
      '- [',
      '{',
      '"',
      '\t\t',
      'a: &x *x',
      '\u0000',
      '%YAML 9.9\n---\na: 1',
      'a: !!binary zz',
      '? [a]\n: b\n',
    ]) {
      assert.doesNotThrow(() => lintText(input));
    }
  });
  it('counts documents and skips empty ones', () => {
    const result = lintText(
      '---\n# only a comment\n---\napiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec: {ports: [{port: 80}]}\n---\n',
    );
    assert.equal(result.documentCount, 1);
    assert.equal(result.resources.length, 1);
    assert.equal(result.resources[0]?.documentIndex, 1);
  });
});

describe('lenient reading where kubectl is lenient', () => {
  it("accepts a quoted scalar whose closing line sits at the key's indentation", () => {
    const text =
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n  annotations:\n    example.com/init: \'[\n      {"a": 1}\n    ]\'\ndata:\n  key: value\n';
    const result = lintText(text);
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.ruleId),
      [],
    );
    assert.equal(result.resources[0]?.name, 'web');
  });
  it('still refuses what kubectl refuses too', () => {
    const result = lintText('apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n  name: api\n');
    assert.deepEqual(
      result.diagnostics.map((d) => d.ruleId),
      ['yaml/duplicate-key'],
    );
  });
});

describe('line numbers after a syntax error', () => {
  it('counts lines from the text, not from the lexer', () => {
    // The yaml lexer skips the newline inside `*(apiVersion: v1` when it cannot read the token;
    // the second document must still be reported on its own lines.
    const text =
      '*(apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: first\n---\napiVersion: v1\nkind: Service\nmetadata:\n  name: B_2\n';
    const d = lintText(text).diagnostics.find((x) => x.ruleId === 'metadata/name-invalid');
    assert.deepEqual(d?.range, { start: { line: 8, character: 8 }, end: { line: 8, character: 11 } });
  });
});
