import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { getEngine, parseText, type JsonObject, type ValidateOptions } from '@plumbline/core';
import { generateCommonCorpus } from '../../bench/lint/generate.mjs';
import { loadCases, loadOwnCases, readCases } from '../conformance/cases.js';
import { sharedPath, syntheticCorpus } from '../utils/paths.js';

/**
 * `validate` prepares a copy of each object (defaults, create preparation) for the rules. On create it copies only the
 * top-level fields a kind's preparation changes inside (`preparedFields`) and shares the rest with the object as
 * written. That is sound only while neither the preparation nor any rule changes a shared field. These tests validate
 * deep-frozen objects (a change throws in the rules' strict-mode code, which the engine reports as an internal error)
 * and compare the findings with those of the same object unfrozen, which must itself come out unchanged.
 */

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

const engine = getEngine();

/** The findings of `object` validated frozen, unfrozen, and whether the unfrozen input came out as it went in. */
function compare(object: unknown, options: ValidateOptions, label: string): void {
  const open = structuredClone(object);
  const before = JSON.stringify(open);
  const frozen = deepFreeze(structuredClone(object));
  const oldFrozen = options.oldObject ? { ...options, oldObject: deepFreeze(structuredClone(options.oldObject)) } : options;
  const fromOpen = JSON.stringify(engine.validate(open, options));
  let fromFrozen: string;
  try {
    fromFrozen = JSON.stringify(engine.validate(frozen, oldFrozen));
  } catch (error) {
    assert.fail(`${label}: validating the frozen object threw: ${String(error)}`);
  }
  assert.equal(JSON.stringify(open), before, `${label}: validate changed the object it was given`);
  assert.equal(fromFrozen, fromOpen, `${label}: the findings differ when the object is frozen`);
  assert.ok(!fromFrozen.includes('"core/internal-error"'), label);
}

function compareFiles(files: readonly string[]): number {
  let documents = 0;
  for (const file of files) {
    for (const doc of parseText(readFileSync(file, 'utf8')).documents) {
      if (doc.value === null || typeof doc.value !== 'object') continue;
      documents += 1;
      compare(doc.value, {}, `${file} document ${documents}`);
    }
  }
  return documents;
}

describe('core: validate shares what the preparation does not change, and nothing changes it', function () {
  this.timeout(120000);

  it('on every conformance case, creates and updates', () => {
    const cases = [...loadCases(), ...loadOwnCases(), ...readCases(sharedPath('conformance', 'public-workloads.jsonl'))];
    assert.ok(cases.length > 600, `${cases.length} cases`);
    for (const c of cases) {
      const options: ValidateOptions = {
        operation: c.operation,
        ...(c.oldObject ? { oldObject: c.oldObject } : {}),
        ...(c.subresource ? { subresource: c.subresource } : {}),
        ...(c.featureGates ? { featureGates: c.featureGates } : {}),
      };
      compare(c.object, options, c.id);
    }
  });

  it('on the real-world, synthetic and common-kinds corpora', () => {
    const realWorld = globSync('**/*.{yaml,yml,json}', { cwd: sharedPath('corpus', 'real-world'), absolute: true });
    assert.ok(compareFiles(realWorld) > 2500);
    const synthetic = syntheticCorpus(2000, 200);
    assert.ok(compareFiles(globSync('**/*.yaml', { cwd: synthetic, absolute: true })) >= 2000);
    const common = mkdtempSync(path.join(tmpdir(), 'plumbline-prepared-'));
    generateCommonCorpus(common, { files: 60, docsPerFile: 10, seed: 11, badRatio: 0.3 });
    assert.ok(compareFiles(globSync('**/*.yaml', { cwd: common, absolute: true })) >= 500);
  });

  it('copies the fields the defaults change: the object as written keeps its own values', () => {
    const service: JsonObject = {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'web' },
      spec: { ports: [{ port: 80 }], selector: { app: 'web' } },
    };
    const namespace: JsonObject = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team' } };
    const slice: JsonObject = {
      apiVersion: 'discovery.k8s.io/v1',
      kind: 'EndpointSlice',
      metadata: { name: 'web-1', labels: { 'kubernetes.io/service-name': 'web' } },
      addressType: 'IPv4',
      ports: [{ port: 8080 }],
      endpoints: [{ addresses: ['10.0.0.1'] }],
    };
    const secret: JsonObject = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, data: { a: 'YQ==' } };
    for (const object of [service, namespace, slice, secret]) {
      const before = structuredClone(object);
      compare(object, {}, String(object.kind));
      // The engine's prepared object carries the defaults; the input does not.
      assert.deepEqual(object, before);
      assert.notDeepEqual(engine.admissionObject(object, undefined), before, String(object.kind));
    }
  });
});
