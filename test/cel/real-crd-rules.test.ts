import assert from 'node:assert/strict';
import { compileRule, compileSchemaValidations, evaluate, validateXKubernetesValidations, type StructuralSchema } from '@plumbline/cel';

/**
 * Constructs from x-kubernetes-validations rules of real CRDs that the API server (v1.34, cel-go v0.26)
 * compiles and Plumbline used to refuse. The schemas are small ones written here, each reproducing the
 * construct of the CRD named in the test (Gateway API, Contour HTTPProxy); the rules are those CRDs' rules.
 */

const str = (maxLength?: number): StructuralSchema => ({ type: 'string', ...(maxLength !== undefined ? { maxLength } : {}) });

describe('CEL rules of real CRDs compile as on the server', () => {
  describe('has() on a field of any expression (cel-go parser/macro.go makeHas)', () => {
    // GRPCRoute spec.rules: has() on an indexed list element.
    const rules: StructuralSchema = {
      type: 'array',
      maxItems: 16,
      items: { type: 'object', properties: { matches: { type: 'array', maxItems: 64, items: { type: 'object', properties: {} } } } },
    };
    const grpcRule =
      '(self.size() > 0 ? (has(self[0].matches) ? self[0].matches.size() : 0) : 0) + ' +
      '(self.size() > 1 ? (has(self[1].matches) ? self[1].matches.size() : 0) : 0) <= 2';

    it('compiles has(self[0].matches) and evaluates it on the element', () => {
      const r = compileRule(grpcRule, { selfSchema: rules, oldSelf: true });
      assert.deepEqual(r.errors, []);
      assert.deepEqual(evaluate(r.program!, { self: [{ matches: [{}, {}] }, {}] }), { ok: true, value: true });
      assert.deepEqual(evaluate(r.program!, { self: [{ matches: [{}, {}] }, { matches: [{}] }] }), { ok: true, value: false });
      assert.deepEqual(evaluate(r.program!, { self: [] }), { ok: true, value: true });
    });

    it("compiles HTTPRoute's !has(self.matches[0].path) on a rule", () => {
      const rule: StructuralSchema = {
        type: 'object',
        properties: {
          matches: {
            type: 'array',
            maxItems: 64,
            items: { type: 'object', properties: { path: { type: 'object', properties: { type: str(), value: str(1024) } } } },
          },
        },
      };
      const r = compileRule("size(self.matches) != 1 || !has(self.matches[0].path) || self.matches[0].path.type != 'PathPrefix'", {
        selfSchema: rule,
      });
      assert.deepEqual(r.errors, []);
      assert.deepEqual(evaluate(r.program!, { self: { matches: [{}] } }), { ok: true, value: true });
      assert.deepEqual(evaluate(r.program!, { self: { matches: [{ path: { type: 'PathPrefix' } }] } }), { ok: true, value: false });
    });

    it('type-checks the selected field: an undeclared field of an object type is a compile error, as in cel-go', () => {
      const r = compileRule('has(self[0].nope)', { selfSchema: rules });
      assert.equal(r.ok, false);
      assert.match(r.errors[0]!.message, /nope/);
      assert.equal(compileRule('has(self.nope)', { selfSchema: rules.items! }).ok, false);
    });

    it('an index out of range inside has() is an evaluation error, not false (only the last field is tested)', () => {
      const r = compileRule('has(self[1].matches)', { selfSchema: rules });
      const result = evaluate(r.program!, { self: [{}] });
      assert.equal(result.ok, false);
    });
  });

  describe("the rule's cardinality (apiextensions CELSchemaContext.MaxCardinality / compilation.go maxCardinality)", () => {
    // Contour HTTPProxy spec.routes[*].services[*].validation: an object under two unbounded lists.
    const validation: StructuralSchema = {
      type: 'object',
      required: ['caSecret', 'subjectName'],
      properties: {
        caSecret: str(317),
        subjectName: str(250),
        subjectNames: { type: 'array', maxItems: 8, items: str() },
      },
      'x-kubernetes-validations': [
        {
          rule: 'has(self.subjectNames) ? self.subjectNames[0] == self.subjectName : true',
          message: 'subjectNames[0] must equal subjectName',
        },
      ],
    };
    const proxy: StructuralSchema = {
      type: 'object',
      properties: {
        routes: {
          type: 'array',
          items: { type: 'object', properties: { services: { type: 'array', items: { type: 'object', properties: { validation } } } } },
        },
      },
    };

    it('under an unbounded list is the request size over the node’s own minimal size, not a product over the parents', () => {
      const [rule] = compileSchemaValidations(proxy).rules;
      // {} + "caSecret":"" + "subjectName":"" = 2 + (8 + 2 + 4) + (11 + 2 + 4) = 33 bytes; 3 MiB / 34.
      assert.equal(rule!.cardinality, Math.floor((3 * 1024 * 1024) / 34));
      assert.deepEqual(rule!.errors, []);
      assert.equal(rule!.result.estimatedCost.exceedsLimit, false);
    });

    it('under bounded lists is the product of their maxItems', () => {
      const bounded: StructuralSchema = {
        type: 'object',
        properties: {
          routes: {
            type: 'array',
            maxItems: 5,
            items: {
              type: 'object',
              properties: { services: { type: 'array', maxItems: 7, items: { type: 'object', properties: { validation } } } },
            },
          },
        },
      };
      assert.equal(compileSchemaValidations(bounded).rules[0]!.cardinality, 35);
    });
  });

  describe('map keys of schema maps have size 0 for the estimator (SchemaDeclType map keys are the shared StringType)', () => {
    // Gateway spec.infrastructure.labels and annotations.
    const labelKey =
      'self.all(key, key.matches(r"""^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?' +
      '([A-Za-z0-9][-A-Za-z0-9_.]{0,61})?[A-Za-z0-9]$"""))';
    const labels: StructuralSchema = { type: 'object', maxProperties: 8, additionalProperties: str(63) };
    const annotations: StructuralSchema = { type: 'object', maxProperties: 8, additionalProperties: str(4096) };

    it('compiles a regex over every key of a map with maxProperties within the budget', () => {
      const r = compileRule(labelKey, { selfSchema: labels });
      assert.deepEqual(r.errors, []);
      assert.ok(r.estimatedCost.max < 1000, String(r.estimatedCost.max));
      assert.deepEqual(evaluate(r.program!, { self: { 'example.com/tier': 'a' } }), { ok: true, value: true });
      assert.deepEqual(evaluate(r.program!, { self: { '-bad': 'a' } }), { ok: true, value: false });
    });

    it('compiles split() over every key', () => {
      const r = compileRule('self.all(key, key.split("/")[0].size() < 253)', { selfSchema: annotations });
      assert.deepEqual(r.errors, []);
    });

    it('keys of a map whose size cannot be known stay unbounded', () => {
      const r = compileRule('self.all(key, key.matches("^[a-z]+$"))', { variables: { self: { type: 'map<string, dyn>' } } });
      assert.equal(r.ok, false);
    });
  });

  describe('comparing null with an optional, object, duration or timestamp (cel-go checker isLegacyNullable)', () => {
    // Gateway API XBackend spec.port.name.
    const name: StructuralSchema = {
      type: 'string',
      maxLength: 253,
      'x-kubernetes-validations': [{ rule: 'size(self) == 0 || format.dns1123Label().validate(self) == null' }],
    };

    it('compiles; an optional never equals null at run time (types.Equal), so a non-empty name fails as on the server', () => {
      const r = compileRule(name['x-kubernetes-validations']![0]!.rule, { selfSchema: name });
      assert.deepEqual(r.errors, []);
      assert.deepEqual(evaluate(r.program!, { self: '' }), { ok: true, value: true });
      assert.deepEqual(evaluate(r.program!, { self: 'http' }), { ok: true, value: false });
      assert.equal(validateXKubernetesValidations({ type: 'object', properties: { name } }, { name: 'http' }, undefined).length, 1);
    });

    it('accepts objects, durations and timestamps; still refuses strings and lists, as cel-go does', () => {
      const schema: StructuralSchema = {
        type: 'object',
        properties: {
          obj: { type: 'object', properties: { a: str() } },
          d: { type: 'string', format: 'duration' },
          s: str(),
          l: { type: 'array', items: str() },
        },
      };
      assert.equal(compileRule('self.obj == null', { selfSchema: schema }).ok, true);
      assert.equal(compileRule('null != self.d', { selfSchema: schema }).ok, true);
      assert.equal(compileRule('self.s == null', { selfSchema: schema }).ok, false);
      assert.equal(compileRule('self.l == null', { selfSchema: schema }).ok, false);
    });
  });
});
