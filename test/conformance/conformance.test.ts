import assert from 'node:assert/strict';
import { validate } from '@plumbline/core';
import { documentedDifferences, errorFields, isCovered, loadCases, type ConformanceCase } from './cases.js';

/**
 * Plumbline against the real Kubernetes v1.34 API server, case by case: it denies
 * exactly when the server does, and its error fields equal the server's. A case may
 * differ only when a rule's docs declare it (`serverDifferences`) with the reason.
 * Cases of kinds not built yet are reported as pending, so they are counted.
 */

const cases = loadCases();
const differences = documentedDifferences();
const tally = { checked: 0, pending: 0, documented: 0, clusterState: 0 };

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
    warnings: diagnostics.filter((d) => d.severity === 'warning').length,
  };
}

describe('conformance with the v1.34 API server (public.jsonl)', () => {
  after(() => {
    console.log(
      `      conformance: ${tally.checked} cases checked, ${tally.documented} documented differences, ` +
        `${tally.clusterState} decided by cluster state, ${tally.pending} pending (kind not built yet), ${cases.length} in all`,
    );
  });

  for (const c of cases) {
    it(`${c.id} (${c.operation}${c.subresource ? '/status' : ''})`, function () {
      if (!isCovered(c)) {
        tally.pending += 1;
        this.skip();
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
      tally.checked += 1;
      assert.equal(ours.denied, !c.server.allowed, `verdict: Plumbline ${ours.denied ? 'denies' : 'allows'}, the server ${c.server.allowed ? 'allows' : 'denies'} (errors at ${ours.fields.join(', ') || 'none'})`);
      if (c.server.decodeError === undefined) assert.deepEqual(ours.fields, serverFields, 'error fields');
      assert.ok(warned, `the specification is stricter than the server here (${c.specDiffers ?? c.note ?? c.target}); expected a warning`);
    });
  }
});
