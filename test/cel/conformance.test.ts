import assert from 'node:assert/strict';
import { KNOWN_GAPS } from './conformance-gaps.js';
import { runConformance, type ConformanceOutcome } from './conformance-runner.js';

/**
 * The CEL specification's conformance tests (cel-spec v0.25.1 from @bufbuild/cel-spec) that apply
 * to the Kubernetes environment, run through compileRule/evaluate. Two kinds of difference are by
 * design: Kubernetes enables HomogeneousAggregateLiterals, so mixed-type list and map literals are
 * compile errors there too, and Kubernetes always type-checks, so tests written for an unchecked
 * environment that fail the checker are refused as the server refuses them. Every other failure
 * must be one of the documented gaps, and every documented gap must still fail (so that fixing one
 * updates the list).
 */

const HOMOGENEOUS = /List elements must have the same type|Map key uses wrong type|Map value uses wrong type/;

describe('CEL conformance tests (cel-spec) that apply to Kubernetes CEL', function () {
  this.timeout(60_000);
  let outcomes: ConformanceOutcome[];
  before(() => {
    outcomes = runConformance();
  });

  it('runs over a thousand applicable tests and passes most of them', () => {
    const passed = outcomes.filter((o) => o.status === 'pass').length;
    assert.ok(passed >= 1190, `only ${passed} passed`);
  });

  it('fails only where Kubernetes differs by design or where a gap is documented', () => {
    const byDesign = (o: ConformanceOutcome): boolean =>
      HOMOGENEOUS.test(o.detail ?? '') || (o.disableCheck === true && (o.detail ?? '').startsWith('compilation failed'));
    const failing = outcomes
      .filter((o) => o.status === 'fail' && !byDesign(o))
      .map((o) => o.name)
      .sort();
    assert.deepEqual(failing, Object.values(KNOWN_GAPS).flat().sort());
  });
});
