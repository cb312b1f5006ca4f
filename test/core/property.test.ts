import assert from 'node:assert/strict';
import fc from 'fast-check';
import { apiVersionOf, getEngine, type KindDefinition, lintText, type SchemaNode } from '@plumbline/core';

/**
 * Property-based robustness: random and mutated objects of every kind go through every
 * rule on CREATE, UPDATE and status updates. Values mostly fit the kind's schema so
 * that decoding succeeds and the rules really run; some are junk. No exception may
 * escape, and no rule may fail (a failing rule is reported as core/internal-error).
 */

const INTERESTING_STRINGS = ['', 'None', 'web', 'Web_1', '10.96.0.10', '::1', 'fd00::a', '300.1.1.1', '10.0.0.0/8', '1Gi', '-1', '*', '*.example.com', 'example.com/x', 'a/b/c', '..', '0777', 'true', 'TCP', 'tcp', 'Local', 'ClientIP', 'LoadBalancer', 'ExternalName', 'NodePort', 'IPv4', 'IPv6', '2025-01-01T10:00:00Z', '2025-01-01T10:00:00.000000Z', 'aGVsbG8=', 'x'.repeat(300)];

function arbitraryFor(node: SchemaNode, depth: number): fc.Arbitrary<unknown> {
  const junk = fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.boolean(), fc.constant([]), fc.constant({}));
  const fitting = ((): fc.Arbitrary<unknown> => {
    switch (node.type) {
      case 'string':
        return fc.oneof(fc.constantFrom(...INTERESTING_STRINGS, ...(node.enum ?? [])), fc.string({ maxLength: 12 }));
      case 'boolean':
        return fc.boolean();
      case 'int32':
      case 'int64':
        return fc.oneof(fc.integer({ min: -3, max: 70000 }), fc.constantFrom(0, 1, 65535, 65536, 2147483647, -2147483648));
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true });
      case 'int-or-string':
        return fc.oneof(fc.integer({ min: -1, max: 70000 }), fc.constantFrom('http', 'HTTP', '', 'abcdefghijklmnop'));
      case 'quantity':
        return fc.constantFrom('1Gi', '0', '500M', '100m', 1, 0);
      case 'any':
        return fc.jsonValue({ maxDepth: 2 });
      case 'array':
        return depth > 5 ? fc.constant([]) : fc.array(arbitraryFor(node.items, depth + 1), { maxLength: 3 });
      case 'map':
        return depth > 5 ? fc.constant({}) : fc.dictionary(fc.constantFrom('a', 'b', 'app', 'example.com/x', 'Bad Key', 'tls.crt', '.dockerconfigjson'), arbitraryFor(node.values, depth + 1), { maxKeys: 3 });
      case 'object': {
        if (depth > 5) return fc.constant({});
        const entries = Object.entries(node.fields);
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, child] of entries) model[key] = arbitraryFor(child, depth + 1);
        return fc.record(model, { requiredKeys: [] });
      }
    }
  })();
  return fc.oneof({ weight: 9, arbitrary: fitting }, { weight: 1, arbitrary: junk });
}

function objectArbitrary(definition: KindDefinition): fc.Arbitrary<Record<string, unknown>> {
  const engine = getEngine();
  const schema = engine.schemaOf(definition);
  const body = { ...schema.fields };
  delete body.apiVersion;
  delete body.kind;
  delete body.metadata;
  return fc
    .tuple(
      arbitraryFor({ type: 'object', fields: body }, 0),
      fc.record({ name: fc.constantFrom('web', 'v1.example.com', '10.0.0.1', 'Bad_Name', 'node-1'), namespace: fc.constantFrom('default', 'Team_A'), labels: fc.constantFrom({ app: 'web' }, { 'bad key': 'x' }) }, { requiredKeys: ['name'] }),
    )
    .map(([fields, metadata]) => ({ ...(fields as object), apiVersion: apiVersionOf(definition, 'k8s.io'), kind: definition.kind, metadata }));
}

describe('property: no rule throws on random and mutated objects', () => {
  const engine = getEngine();
  for (const definition of engine.registry.definitions) {
    it(`${definition.kind}: CREATE, UPDATE and status updates`, () => {
      // A body that does not decode stops before the rules: count the samples that reach them.
      let samples = 0;
      let reachedRules = 0;
      fc.assert(
        fc.property(objectArbitrary(definition), objectArbitrary(definition), fc.constantFrom('CREATE', 'UPDATE', 'STATUS'), (object, old, mode) => {
          const options = mode === 'CREATE' ? {} : { operation: 'UPDATE' as const, oldObject: old, ...(mode === 'STATUS' ? { subresource: 'status' as const } : {}) };
          const found = engine.validate(object, options);
          samples += 1;
          if (!found.some((d) => d.ruleId === 'schema/invalid-type')) reachedRules += 1;
          const internal = found.filter((d) => d.ruleId === 'core/internal-error');
          assert.deepEqual(internal.map((d) => d.message), []);
        }),
        { numRuns: 150, seed: 20261122 },
      );
      assert.ok(reachedRules >= 10, `only ${reachedRules} of ${samples} samples decoded and reached the rules`);
    });
  }
  it('lintText never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        lintText(text);
      }),
      { numRuns: 300, seed: 20261122 },
    );
  });
  it('lintText never throws on mutated manifests', () => {
    const base = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - port: 80\n';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: base.length }), fc.string({ maxLength: 8 }), (at, insert) => {
        lintText(base.slice(0, at) + insert + base.slice(at));
      }),
      { numRuns: 300, seed: 20261122 },
    );
  });
});
