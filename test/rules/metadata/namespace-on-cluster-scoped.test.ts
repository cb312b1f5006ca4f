import assert from 'node:assert/strict';
import { createRule, Engine, getEngine, s } from '@plumbline/core';
import { recordCoverage } from '@plumbline/engine/testing';
import rule from '../../../rules/metadata/namespace-on-cluster-scoped.js';

// Tested on a purpose-built cluster-scoped kind, so that the test does not depend on which kinds exist.
describe('metadata/namespace-on-cluster-scoped', () => {
  const base = getEngine().ruleset;
  const engine = new Engine({
    ...base,
    kinds: [...base.kinds, { kind: 'Widget', group: 'test', version: 'v1', namespaced: false, nameFormat: 'dns1123-subdomain', schema: s.object({ spec: s.any() }), spec: { doc: 'part1', section: 'Shared conventions' } }],
    rules: base.rules.filter((r) => r.id !== 'never').concat(createRule({ id: 'test/noop', meta: { kinds: ['Widget'], type: 'field', severity: 'info', messages: { x: 'X.' }, docs: { description: 'Enforce nothing', spec: { doc: 'part1', section: 'Errors' } } }, check: () => undefined })),
  });
  recordCoverage(rule.id, 1, 1, ['ignored']);
  it('warns when a cluster-scoped object carries a namespace', () => {
    const found = engine.validate({ apiVersion: 'test.k8s.io/v1', kind: 'Widget', metadata: { name: 'w', namespace: 'default' } }).filter((d) => d.ruleId === rule.id);
    assert.deepEqual(found.map((d) => [d.path, d.severity, d.message]), [['metadata.namespace', 'warning', '`metadata.namespace` is "default", but Widget is cluster-scoped; the API server ignores the namespace.']]);
  });
  it('accepts a cluster-scoped object without a namespace, and namespaced kinds with one', () => {
    assert.deepEqual(engine.validate({ apiVersion: 'test.k8s.io/v1', kind: 'Widget', metadata: { name: 'w' } }).filter((d) => d.ruleId === rule.id), []);
    assert.deepEqual(engine.validate({ apiVersion: 'v1', kind: 'Service', metadata: { name: 'w', namespace: 'x' }, spec: { ports: [{ port: 80 }] } }).filter((d) => d.ruleId === rule.id), []);
  });
});
