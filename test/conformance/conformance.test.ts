import assert from 'node:assert/strict';
import { validate } from '@plumbline/core';
import { documentedDifferences, errorFields, isCovered, loadCases, loadOwnCases, type ConformanceCase } from './cases.js';

/**
 * Plumbline against the real Kubernetes v1.34 API server, case by case: it denies
 * exactly when the server does, and its error fields equal the server's. A case may
 * differ only when a rule's docs declare it (`serverDifferences`) with the reason.
 * Every kind of the case file is built, so a case of a kind no module covers fails; a
 * documented difference that no longer differs fails too (stale documentation).
 */

const cases = loadCases();
const differences = documentedDifferences();
const tally = { checked: 0, pending: 0, documented: 0, clusterState: 0 };

/** A field path with map keys written as `.key` (the case file writes `data.blob`, Plumbline `data[blob]`). */
function normalisePath(p: string): string {
  return p.replace(/\[([^\]]*[^\]0-9][^\]]*)\]/g, '.$1');
}

/** Whether a finding at `path` is about `target`: the same field, a field inside it, or the field that contains it. */
function about(path: string, target: string): boolean {
  const a = normalisePath(path);
  const b = normalisePath(target);
  const within = (inner: string, outer: string): boolean => inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);
  return within(a, b) || (a !== '' && within(b, a));
}

function verdict(c: ConformanceCase): { denied: boolean; fields: string[]; warnings: number } {
  const diagnostics = validate(c.object, {
    operation: c.operation,
    ...(c.oldObject ? { oldObject: c.oldObject } : {}),
    ...(c.subresource ? { subresource: c.subresource } : {}),
    ...(c.featureGates ? { featureGates: c.featureGates } : {}),
  });
  return {
    denied: diagnostics.some((d) => d.severity === 'error'),
    fields: errorFields(diagnostics),
    // Where the case names its target field, the warning must be about that field, not any warning at all.
    warnings: diagnostics.filter((d) => d.severity === 'warning' && (c.target === undefined || about(d.path, c.target))).length,
  };
}

describe('conformance with the v1.34 API server (public.jsonl)', () => {
  after(() => {
    console.log(
      `      conformance: ${tally.checked} cases checked, ${tally.documented} documented differences, ` +
        `${tally.clusterState} decided by cluster state, ${tally.pending} pending (kind not built yet), ${cases.length} in all`,
    );
  });

  it('every case id declared in a rule\'s serverDifferences names a case of public.jsonl', () => {
    const ids = new Set(cases.map((c) => c.id));
    assert.deepEqual([...differences].filter(([id]) => !ids.has(id)).map(([id, d]) => `${d.ruleId}: ${id}`), []);
  });

  for (const c of cases) {
    it(`${c.id} (${c.operation}${c.subresource ? '/status' : ''})`, () => {
      // Every kind of the case file is built: a case whose kind is not covered is a regression, not a pending case.
      if (!isCovered(c)) {
        tally.pending += 1;
        assert.fail(`${c.id}: kind ${String(c.object.kind)} is not covered by any kind module`);
      }
      const ours = verdict(c);
      const documented = differences.get(c.id);
      // Cluster state (allocators) decides these on a real server; Plumbline follows a real cluster's answer.
      if (c.decidedOutsideValidation) {
        tally.clusterState += 1;
        assert.ok(documented, `${c.id} is decided outside validation (${c.decidedOutsideValidation}); document Plumbline's answer in the rule's serverDifferences`);
        return;
      }
      const serverFields = [...new Set(c.server.errors.map((e) => e.field))].sort();
      const sameVerdict = ours.denied === !c.server.allowed;
      // Field sets are compared when the server denies in validation (a decode error carries no fields).
      const sameFields = c.server.allowed || c.server.decodeError !== undefined || JSON.stringify(ours.fields) === JSON.stringify(serverFields);
      // Where the specification is stricter than the server, a warning tells the user.
      const needsWarning = c.server.allowed && (c.intent === 'invalid' || c.expectWarning === true);
      const warned = !needsWarning || ours.warnings > 0;
      if (documented && (!sameVerdict || !sameFields || !warned)) {
        tally.documented += 1;
        return;
      }
      // A documented difference that no longer differs is stale documentation.
      assert.ok(!documented, `${c.id} is declared a difference by ${documented?.ruleId}, but Plumbline now agrees with the server; remove it from serverDifferences`);
      tally.checked += 1;
      assert.equal(ours.denied, !c.server.allowed, `verdict: Plumbline ${ours.denied ? 'denies' : 'allows'}, the server ${c.server.allowed ? 'allows' : 'denies'} (errors at ${ours.fields.join(', ') || 'none'})`);
      if (c.server.decodeError === undefined) assert.deepEqual(ours.fields, serverFields, 'error fields');
      assert.ok(warned, `the specification is stricter than the server here (${c.specDiffers ?? c.note ?? c.target}); expected a warning`);
    });
  }
});

describe('conformance with the v1.34.1 source: the project\'s own cases (own.jsonl)', () => {
  for (const c of loadOwnCases()) {
    it(`${c.id} (${c.operation})`, () => {
      assert.ok(c.source, `${c.id} names no server function in source`);
      const ours = verdict(c);
      const serverFields = [...new Set(c.server.errors.map((e) => e.field))].sort();
      assert.equal(ours.denied, !c.server.allowed, `verdict: Plumbline ${ours.denied ? 'denies' : 'allows'} (errors at ${ours.fields.join(', ') || 'none'})`);
      assert.deepEqual(ours.fields, serverFields, 'error fields');
      if (c.expectWarning) assert.ok(ours.warnings > 0, `${c.id}: expected a warning at ${c.target}`);
    });
  }
});
