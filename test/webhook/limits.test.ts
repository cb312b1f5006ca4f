/** The webhook's bounds on what a caller sends, as pure functions: labels, echoed values, nesting depth. */
import assert from 'node:assert/strict';
import { getEngine, validate } from '@plumbline/core';
import { clip, decide, MAX_OBJECT_DEPTH, nestingDepth, operationLabel, quote, type ResolveFn } from '@plumbline/webhook';
import type { WebhookMode } from '@plumbline/webhook';
import { service } from './helpers.js';

const resolve: ResolveFn = (object, options) => {
  const resolved = getEngine().resolve(object, options);
  return resolved?.definition ? { kind: resolved.definition.kind, group: resolved.definition.group } : undefined;
};

/** A ConfigMap whose managedFields carry an object nested `depth` levels, built without recursion. */
function deepConfigMap(depth: number): Record<string, unknown> {
  let inner: unknown = 1;
  for (let i = 0; i < depth; i += 1) inner = { a: inner };
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'deep', namespace: 'default', managedFields: [{ manager: 'm', operation: 'Update', fieldsType: 'FieldsV1', fieldsV1: inner }] } };
}

describe('webhook limits', () => {
  it('labels an operation from a fixed set', () => {
    assert.deepEqual(['CREATE', 'UPDATE', 'DELETE', 'CONNECT', 'other', 'create', 'PATCH', 'x'.repeat(1e5)].map(operationLabel), ['CREATE', 'UPDATE', 'DELETE', 'CONNECT', 'other', 'other', 'other', 'other']);
  });

  it('cuts echoed values and says how much was left out', () => {
    assert.equal(clip('short'), 'short');
    assert.equal(clip('k'.repeat(1_000_000)), `${'k'.repeat(256)}…(999744 more characters)`);
    assert.ok(quote('k'.repeat(1_000_000)).length < 300);
    assert.ok(quote({ kind: 'k'.repeat(1_000_000) }).length < 300);
    assert.equal(quote(undefined), 'null');
  });

  it('measures nesting without recursion, and stops counting past the limit', () => {
    assert.equal(nestingDepth('x'), 0);
    assert.equal(nestingDepth({}), 1);
    assert.equal(nestingDepth({ a: [1, { b: [] }] }), 4);
    let deep: unknown = [];
    for (let i = 0; i < 1_000_000; i += 1) deep = [deep];
    assert.equal(nestingDepth(deep), MAX_OBJECT_DEPTH + 1);
    assert.equal(nestingDepth(deep, 2_000_000), 1_000_001);
  });

  for (const [mode, allowed, where] of [['enforce', false, 'status'], ['warn', true, 'warnings'], ['audit', true, 'auditAnnotations']] as const) {
    it(`a review nested beyond ${MAX_OBJECT_DEPTH} levels is a finding of manifest/nesting-too-deep (${mode} mode), never a crash`, () => {
      const settings = { mode: mode as WebhookMode, exemptNamespaces: [], validateOptions: {} };
      const request = { uid: 'u', operation: 'CREATE', object: deepConfigMap(10_000) };
      const result = decide('admission.k8s.io/v1', request, settings, validate, resolve);
      assert.equal(result.review.response.allowed, allowed);
      assert.deepEqual(result.ruleIds, ['manifest/nesting-too-deep']);
      assert.ok(result.review.response[where], JSON.stringify(result.review.response));
      if (mode === 'enforce') assert.match(result.review.response.status!.message, /^ConfigMap "deep" is invalid: The object is nested more than 1000 levels deep/);
    });
  }

  it('checks the stored object of an update too, and leaves shallow objects to the rules', () => {
    const settings = { mode: 'enforce' as WebhookMode, exemptNamespaces: [], validateOptions: {} };
    const stored = { ...service('web'), status: { loadBalancer: deepConfigMap(5000) } };
    const update = decide('admission.k8s.io/v1', { uid: 'u', operation: 'UPDATE', object: service('web'), oldObject: stored }, settings, validate, resolve);
    assert.match(update.review.response.status!.message, /The stored object \(oldObject\) is nested more than/);
    const shallow = decide('admission.k8s.io/v1', { uid: 'u', operation: 'CREATE', object: deepConfigMap(MAX_OBJECT_DEPTH - 10) }, settings, validate, resolve);
    assert.equal(shallow.review.response.allowed, true);
    // The Service's update preparation copies the stored object with structuredClone, the
    // deepest-recursing path found (it overflowed near 1,900 levels): the limit keeps clear of it.
    const storedDeep = { ...service('web'), status: { loadBalancer: deepConfigMap(MAX_OBJECT_DEPTH - 10) } };
    const deepUpdate = decide('admission.k8s.io/v1', { uid: 'u', operation: 'UPDATE', object: service('web'), oldObject: storedDeep }, settings, validate, resolve);
    assert.notDeepEqual(deepUpdate.ruleIds, ['manifest/nesting-too-deep']);
  });
});
