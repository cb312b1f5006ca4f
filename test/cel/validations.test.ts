import assert from 'node:assert/strict';
import {
  compileRule,
  compileSchemaValidations,
  evaluate,
  STATIC_ESTIMATED_COST_LIMIT,
  validateXKubernetesValidations,
  type StructuralSchema,
} from '@plumbline/cel';

/**
 * Typing from structural schemas (k8s.io/apiserver/pkg/cel/common/schemas.go), the cost estimate
 * against the server's limits, and x-kubernetes-validations as apiextensions-apiserver's
 * schema/cel/validation.go runs them (create, update, transition rules, optionalOldSelf, fieldPath,
 * reason, messageExpression, list-map correlation, ratcheting).
 */

const spec: StructuralSchema = {
  type: 'object',
  properties: {
    replicas: { type: 'integer' },
    ratio: { type: 'number' },
    port: { 'x-kubernetes-int-or-string': true },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
    'max-surge': { type: 'integer' },
    created: { type: 'string', format: 'date-time' },
    timeout: { type: 'string', format: 'duration' },
    extra: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
    template: { type: 'object', 'x-kubernetes-embedded-resource': true, properties: { spec: { type: 'object' } } },
  },
};

function value(expression: string, self: unknown, options: Parameters<typeof compileRule>[1] = {}): unknown {
  const compiled = compileRule(expression, { selfSchema: spec, ...options });
  assert.ok(compiled.ok, JSON.stringify(compiled.errors));
  const result = evaluate(compiled.program!, { self });
  assert.ok(result.ok, result.ok ? '' : result.error);
  return result.value;
}

describe('CEL typing from structural schemas', () => {
  it('refuses a field the schema does not declare, at its position', () => {
    const result = compileRule('self.replicas > 0 && self.replica > 0', { selfSchema: spec });
    assert.equal(result.ok, false);
    assert.deepEqual([result.errors[0]!.start, result.errors[0]!.end, result.errors[0]!.column], [26, 33, 27]);
  });

  it('types integer as int and number as double (int + double does not type-check)', () => {
    assert.equal(value('self.replicas + 1', { replicas: 2 }), 3n);
    assert.equal(compileRule('self.replicas + self.ratio', { selfSchema: spec }).ok, false);
    assert.equal(value('self.ratio * 2.0', { ratio: 1.5 }), 3);
  });

  it('types int-or-string as dyn', () => {
    assert.equal(value("self.port == 'http' || self.port == 8080", { port: 'http' }), true);
    assert.equal(value("self.port == 'http' || self.port == 8080", { port: 8080 }), true);
    assert.equal(value("self.port == 'http' || self.port == 8080", { port: 80 }), false);
  });

  it('types additionalProperties as a map and escapes property names', () => {
    assert.equal(value("self.labels.all(k, self.labels[k] != '')", { labels: { a: 'b' } }), true);
    assert.equal(value('self.max__dash__surge == 1', { 'max-surge': 1 }), true);
  });

  it('types date-time as timestamp and duration as duration', () => {
    assert.equal(value("self.created < timestamp('2030-01-01T00:00:00Z')", { created: '2024-05-01T10:00:00Z' }), true);
    assert.equal(value("self.timeout > duration('1m')", { timeout: '1m30s' }), true);
  });

  it('does not expose fields kept by x-kubernetes-preserve-unknown-fields', () => {
    assert.equal(compileRule('self.extra.anything == 1', { selfSchema: spec }).ok, false);
  });

  it('gives an embedded resource apiVersion, kind and metadata.name', () => {
    const template = { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p', labels: { a: 'b' } }, spec: {} };
    assert.equal(value("self.template.kind == 'Pod' && self.template.metadata.name == 'p'", { template }), true);
  });

  it('compares whole objects with == (transition rules like self == oldSelf)', () => {
    const compiled = compileRule('self == oldSelf', { selfSchema: spec, oldSelf: true });
    assert.ok(compiled.ok, JSON.stringify(compiled.errors));
    const same = evaluate(compiled.program!, { self: { labels: { a: 'b' } }, oldSelf: { labels: { a: 'b' } } });
    const changed = evaluate(compiled.program!, { self: { labels: { a: 'b' } }, oldSelf: { labels: { a: 'c' } } });
    assert.deepEqual([same.ok && same.value, changed.ok && changed.value], [true, false]);
  });

  it('reports a field absent at run time as an evaluation error, as the server does', () => {
    const compiled = compileRule('self.replicas > 0', { selfSchema: spec });
    const result = evaluate(compiled.program!, { self: {} });
    assert.equal(result.ok, false);
    assert.match(result.ok ? '' : result.error, /replicas/);
  });
});

describe('CEL cost estimate', () => {
  const list = (bounded: boolean): StructuralSchema => ({
    type: 'array',
    ...(bounded ? { maxItems: 10 } : {}),
    items: { type: 'string', ...(bounded ? { maxLength: 10 } : {}) },
  });

  it('an unbounded list of unbounded strings with a regex per item is over StaticEstimatedCostLimit', () => {
    const result = compileRule("self.all(x, x.matches('^[a-z]+$'))", { selfSchema: list(false) });
    assert.equal(result.ok, false);
    assert.ok(result.estimatedCost.max > STATIC_ESTIMATED_COST_LIMIT);
    assert.match(result.errors[0]!.message, /^estimated rule cost exceeds budget by factor of more than 100x/);
  });

  it('maxItems and maxLength bound it', () => {
    const result = compileRule("self.all(x, x.matches('^[a-z]+$'))", { selfSchema: list(true) });
    assert.ok(result.ok, JSON.stringify(result.errors));
    assert.ok(result.estimatedCost.max < 1000, `${result.estimatedCost.max}`);
  });

  it('takes the size of string(x) as unbounded, so concatenating it is over budget (as the apiextensions validation test expects)', () => {
    const schema: StructuralSchema = {
      type: 'object',
      properties: {
        f: {
          type: 'array',
          items: { type: 'string' },
          'x-kubernetes-validations': [{ rule: 'true', messageExpression: 'string(self[0]) + string(self[1]) + string(self[2])' }],
        },
      },
    };
    const [rule] = compileSchemaValidations(schema).rules;
    assert.deepEqual(
      rule!.errors.map((e) => e.message.slice(0, 60)),
      ['messageExpression estimated rule cost exceeds budget by factor of more than 100x'.slice(0, 60)],
    );
  });

  it('multiplies by the cardinality of the node (rules inside list items)', () => {
    const schema: StructuralSchema = {
      type: 'object',
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: { names: list(true) },
            'x-kubernetes-validations': [{ rule: 'self.names.all(n, n.size() < 5)' }],
          },
        },
      },
    };
    const compiled = compileSchemaValidations(schema);
    assert.equal(compiled.rules.length, 1);
    assert.ok(compiled.rules[0]!.cardinality > 100_000, `${compiled.rules[0]!.cardinality}`);
    assert.ok(compiled.rules[0]!.errors.some((e) => e.message.startsWith('estimated rule cost exceeds budget')));
  });
});

describe('x-kubernetes-validations', () => {
  const schema: StructuralSchema = {
    type: 'object',
    properties: {
      spec: {
        type: 'object',
        'x-kubernetes-validations': [
          { rule: 'self.min <= self.max', message: 'min must not exceed max' },
          {
            rule: 'self.max >= oldSelf.max',
            reason: 'FieldValueForbidden',
            messageExpression: "'max may not shrink below %d'.format([oldSelf.max])",
          },
          { rule: 'self.min > 0', fieldPath: '.min', reason: 'FieldValueRequired' },
          { rule: '!oldSelf.hasValue() || self.mode == oldSelf.value().mode', optionalOldSelf: true, message: 'mode is immutable' },
        ],
        properties: {
          min: { type: 'integer' },
          max: { type: 'integer' },
          mode: { type: 'string' },
          ports: {
            type: 'array',
            'x-kubernetes-list-type': 'map',
            'x-kubernetes-list-map-keys': ['name'],
            items: {
              type: 'object',
              properties: { name: { type: 'string' }, port: { type: 'integer' } },
              'x-kubernetes-validations': [{ rule: 'self.port == oldSelf.port', message: 'port is immutable' }],
            },
          },
          tags: {
            type: 'object',
            additionalProperties: { type: 'string', 'x-kubernetes-validations': [{ rule: 'self.size() <= 3' }] },
          },
        },
      },
    },
  };

  const paths = (failures: ReturnType<typeof validateXKubernetesValidations>): string[] => failures.map((f) => f.message);

  it('on create: rules run, transition rules are skipped, optionalOldSelf rules run with oldSelf none', () => {
    const failures = validateXKubernetesValidations(schema, { spec: { min: 5, max: 3, mode: 'a', tags: { t: 'long' } } }, undefined);
    assert.deepEqual(paths(failures), [
      'spec: Invalid value: "object": min must not exceed max',
      'spec.tags[t]: Invalid value: "string": failed rule: self.size() <= 3',
    ]);
  });

  it('on update: transition rules, reason, fieldPath, messageExpression, list-map correlation', () => {
    const old = { spec: { min: 1, max: 9, mode: 'a', ports: [{ name: 'http', port: 80 }] } };
    const updated = {
      spec: {
        min: 0,
        max: 4,
        mode: 'b',
        ports: [
          { name: 'new', port: 1 },
          { name: 'http', port: 81 },
        ],
      },
    };
    assert.deepEqual(paths(validateXKubernetesValidations(schema, updated, old)), [
      'spec: Forbidden: max may not shrink below 9',
      'spec.min: Required value: failed rule: self.min > 0',
      'spec: Invalid value: "object": mode is immutable',
      'spec.ports[1]: Invalid value: "object": port is immutable',
    ]);
  });

  it('ratchets: an unchanged invalid value on update is marked, a changed one is not', () => {
    const old = { spec: { min: 5, max: 3, mode: 'a' } };
    const unchanged = validateXKubernetesValidations(schema, { spec: { min: 5, max: 3, mode: 'a' } }, old);
    assert.deepEqual(
      unchanged.map((f) => [f.detail, f.ratcheted]),
      [['min must not exceed max', true]],
    );
    const changed = validateXKubernetesValidations(schema, { spec: { min: 6, max: 3, mode: 'a' } }, old);
    assert.deepEqual(
      changed.map((f) => [f.detail, f.ratcheted]),
      [['min must not exceed max', false]],
    );
  });

  it('reports the problems of the rules themselves for CRD validation', () => {
    const bad: StructuralSchema = {
      type: 'object',
      properties: { a: { type: 'string' } },
      'x-kubernetes-validations': [{ rule: 'self.b == 1' }, { rule: 'self.a' }, { rule: 'self.a == "x"', optionalOldSelf: true }],
    };
    const compiled = compileSchemaValidations(bad);
    assert.deepEqual(
      compiled.rules.map((r) => r.errors.map((e) => e.message)),
      [['compilation failed: No such key: b'], ['cel expression must evaluate to a bool'], ['may not be set if rule does not use oldSelf']],
    );
  });
});
