import assert from 'node:assert/strict';
import { getEngine, validate } from '@plumbline/core';
import { recordCoverage } from '@plumbline/engine/testing';
import { decide, MAX_OBJECT_DEPTH, type ResolveFn } from '@plumbline/webhook';
import rule from '../../../rules/manifest/nesting-too-deep.js';

// The finding comes from the webhook's depth check before validation (test/attack/webhook.test.ts drives the real process).
describe('manifest/nesting-too-deep', () => {
  recordCoverage(rule.id, 1, 1, ['tooDeep']);
  const resolve: ResolveFn = (object, options) => {
    const resolved = getEngine().resolve(object, options);
    return resolved?.definition ? { kind: resolved.definition.kind, group: resolved.definition.group } : undefined;
  };
  const configMap = (depth: number): Record<string, unknown> => {
    let inner: unknown = 'leaf';
    for (let i = 0; i < depth; i += 1) inner = { a: inner };
    return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'deep', namespace: 'default', annotations: {} }, data: {}, binaryData: {}, immutable: false, x: inner };
  };
  const settings = { mode: 'enforce' as const, exemptNamespaces: [], validateOptions: {} };

  it('reports an object nested deeper than the webhook checks, with the rule\'s message', () => {
    const result = decide('admission.k8s.io/v1', { uid: 'u', operation: 'CREATE', object: configMap(MAX_OBJECT_DEPTH + 5) }, settings, validate, resolve);
    assert.deepEqual(
      result.diagnostics.map((d) => [d.ruleId, d.messageId, d.severity, d.path, d.message]),
      [['manifest/nesting-too-deep', 'tooDeep', 'error', '', 'The object is nested more than 1000 levels deep; the webhook checks objects up to 1000 levels.']],
    );
  });

  it('leaves an object within the limit to the other rules', () => {
    const result = decide('admission.k8s.io/v1', { uid: 'u', operation: 'CREATE', object: configMap(MAX_OBJECT_DEPTH - 10) }, settings, validate, resolve);
    assert.ok(result.diagnostics.length > 0 && result.diagnostics.every((d) => d.ruleId !== rule.id), JSON.stringify(result.diagnostics.map((d) => d.ruleId)));
  });

  it('is configurable like every rule: off means the object is validated no further and admitted', () => {
    const off = { ...settings, validateOptions: { rules: { [rule.id]: 'off' as const } } };
    const result = decide('admission.k8s.io/v1', { uid: 'u', operation: 'CREATE', object: configMap(MAX_OBJECT_DEPTH + 5) }, off, validate, resolve);
    assert.deepEqual(result.diagnostics, []);
  });
});
