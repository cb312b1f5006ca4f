import assert from 'node:assert/strict';
import { applyFixes, lintText } from '@plumbline/core';

/** applyFixes: every fix of a text applied, pass after pass, the rest of the text as written. */

const service = `apiVersion: v1
kind: Service
metadata:
  name: db   # the database
spec:
  type: ExternalName
  externalName: db.example.com
  clusterIP: 10.0.0.1
  ports:
  - protocol: tcp
    port: 5432
`;

describe('core: applyFixes', () => {
  it('applies every fix and keeps comments and layout', () => {
    const fixed = applyFixes(service);
    assert.equal(
      fixed.text,
      `apiVersion: v1
kind: Service
metadata:
  name: db   # the database
spec:
  type: ExternalName
  externalName: db.example.com
  ports:
  - protocol: TCP
    port: 5432
`,
    );
    assert.deepEqual(fixed.fixed.map((d) => d.ruleId).sort(), ['service/cluster-ip-on-external-name', 'service/port-protocol-unsupported']);
    assert.deepEqual(fixed.result, lintText(fixed.text));
    assert.equal(fixed.result.diagnostics.some((d) => d.fix), false);
  });

  it('is idempotent: a fixed text has nothing left to fix', () => {
    const once = applyFixes(service).text;
    const twice = applyFixes(once);
    assert.equal(twice.text, once);
    assert.deepEqual(twice.fixed, []);
  });

  it('fixes JSON as JSON, and Lists item by item', () => {
    const json = '{"apiVersion": "v1", "kind": "Service", "metadata": {"name": "db"}, "spec": {"ports": [{"port": 80, "protocol": "udp"}]}}\n';
    assert.equal(applyFixes(json, {}, 'json').text, json.replace('"udp"', '"UDP"'));
    const list = `apiVersion: v1
kind: List
items:
- apiVersion: v1
  kind: Service
  metadata: {name: a}
  spec: {ports: [{port: 80}]}
- apiVersion: v1
  kind: Service
  metadata: {name: b}
  spec:
    ports:
    - port: 81
      protocol: sctp
`;
    assert.equal(applyFixes(list).text, list.replace('sctp', 'SCTP'));
  });

  it('leaves a document with a syntax error alone and fixes the others', () => {
    const text = `apiVersion: v1\nkind: Service\nmetadata: {name: a}\nspec:\n  ports: [{port: 80, protocol: tcp}\n---\n${service}`;
    const fixed = applyFixes(text);
    assert.ok(fixed.text.startsWith('apiVersion: v1\nkind: Service\nmetadata: {name: a}\nspec:\n  ports: [{port: 80, protocol: tcp}\n---\n'));
    assert.ok(fixed.text.endsWith('  - protocol: TCP\n    port: 5432\n'));
    assert.ok(fixed.result.diagnostics.some((d) => d.ruleId === 'yaml/syntax-error'));
  });

  it('changes nothing when no finding carries a fix', () => {
    const text = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: Bad_Name\n';
    const fixed = applyFixes(text);
    assert.equal(fixed.text, text);
    assert.deepEqual(fixed.fixed, []);
    assert.deepEqual(fixed.result.diagnostics.map((d) => d.ruleId), ['metadata/name-invalid']);
  });
});
