import assert from 'node:assert/strict';
import { createRule, Engine, getEngine } from '@plumbline/core';
import { recordCoverage } from '@plumbline/engine/testing';
import internalError from '../../../rules/core/internal-error.js';

describe('core/internal-error', () => {
  const throwing = createRule({
    id: 'test/always-throws',
    meta: {
      kinds: ['Service'],
      type: 'field',
      severity: 'error',
      messages: { never: 'Never.' },
      docs: { description: 'Disallow nothing', spec: { doc: 'part1', section: 'Service' } },
    },
    check() {
      throw new Error('boom');
    },
  });
  const base = getEngine().ruleset;
  const engine = new Engine({ ...base, rules: [...base.rules, throwing] });
  recordCoverage(internalError.id, 1, 1, ['internalError']);

  it('reports a rule that throws, naming the rule, and keeps the other findings', () => {
    const found = engine.validate({ apiVersion: 'v1', kind: 'Service', metadata: { name: 'Bad_Name' }, spec: { ports: [{ port: 80 }] } });
    const internal = found.filter((d) => d.ruleId === 'core/internal-error');
    assert.deepEqual(internal.map((d) => [d.message, d.severity, d.reason]), [['Rule test/always-throws failed on this object (boom); please report it.', 'error', 'InternalError']]);
    assert.ok(found.some((d) => d.ruleId === 'metadata/name-invalid'));
  });
  it('is silent when no rule throws', () => {
    const found = getEngine().validate({ apiVersion: 'v1', kind: 'Service', metadata: { name: 'web' }, spec: { ports: [{ port: 80 }] } });
    assert.deepEqual(found.filter((d) => d.ruleId === 'core/internal-error'), []);
  });
});
