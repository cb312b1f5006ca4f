import assert from 'node:assert/strict';
import { parse as parseYaml } from 'yaml';
import type { Engine, ValidateOptions } from '../engine.js';
import { lintText } from '../pipeline.js';
import type { Rule } from '../rule.js';
import type { Diagnostic, JsonObject } from '../types.js';

/**
 * Runs tables of valid and invalid manifests through the whole engine and asserts
 * the exact findings of one rule: message id, path, message data and 1-based
 * positions. Plugs into mocha through `describe` and `it`.
 */

export interface CaseOptions {
  /** The stored object (YAML) for an UPDATE; the case is then an update. */
  old?: string;
  subresource?: 'status';
  featureGates?: Record<string, boolean>;
  /** Kinds defined at run time (the custom resources of CRDs), as a gate passes them. */
  dynamicKinds?: ValidateOptions['dynamicKinds'];
  settings?: ValidateOptions['settings'];
  options?: Record<string, unknown>;
  /** Test title; defaults to the first line that differs from a plain manifest header. */
  name?: string;
}

export interface ValidCase extends CaseOptions {
  code: string;
}

export interface ExpectedError {
  messageId: string;
  /** API field path in the server's syntax. */
  path?: string;
  /** Expected message text, when the test pins the wording. */
  message?: string;
  /** 1-based line and column of the range start. */
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  severity?: Diagnostic['severity'];
}

export interface InvalidCase extends CaseOptions {
  code: string;
  errors: ExpectedError[];
}

export interface RuleTests {
  valid: (ValidCase | string)[];
  invalid: InvalidCase[];
}

declare const describe: (title: string, fn: () => void) => void;
declare const it: (title: string, fn: () => void) => void;

function run(engine: Engine, rule: Rule, c: ValidCase): Diagnostic[] {
  const options: ValidateOptions = {};
  if (c.old !== undefined) {
    options.operation = 'UPDATE';
    options.oldObject = parseYaml(c.old) as JsonObject;
    if (c.subresource) options.subresource = c.subresource;
  }
  if (c.featureGates) options.featureGates = c.featureGates;
  if (c.dynamicKinds) options.dynamicKinds = c.dynamicKinds;
  if (c.settings) options.settings = c.settings;
  if (c.options) options.rules = { [rule.id]: [rule.meta.severity, c.options] };
  const result = lintText(engine, c.code, { ...options, uri: 'test.yaml' });
  const internal = result.diagnostics.filter((d) => d.ruleId === 'core/internal-error');
  assert.deepEqual(
    internal.map((d) => d.message),
    [],
    'a rule threw',
  );
  return result.diagnostics.filter((d) => d.ruleId === rule.id);
}

function title(c: ValidCase, index: number): string {
  return c.name ?? `#${index}`;
}

/** What the tests of each rule cover, recorded when the tests are registered; read by the meta test. */
export interface RuleCoverage {
  valid: number;
  invalid: number;
  messageIds: Set<string>;
}

const coverage = new Map<string, RuleCoverage>();

export function getCoverage(): ReadonlyMap<string, RuleCoverage> {
  return coverage;
}

/** For rules tested without the RuleTester (for example with a purpose-built engine). */
export function recordCoverage(ruleId: string, valid: number, invalid: number, messageIds: readonly string[]): void {
  const entry = coverage.get(ruleId) ?? { valid: 0, invalid: 0, messageIds: new Set<string>() };
  entry.valid += valid;
  entry.invalid += invalid;
  for (const id of messageIds) entry.messageIds.add(id);
  coverage.set(ruleId, entry);
}

export class RuleTester {
  constructor(private readonly engine: Engine) {}

  run(rule: Rule, tests: RuleTests): void {
    const seen = new Set<string>();
    recordCoverage(
      rule.id,
      tests.valid.length,
      tests.invalid.length,
      tests.invalid.flatMap((c) => c.errors.map((e) => e.messageId)),
    );
    describe(rule.id, () => {
      tests.valid.forEach((raw, i) => {
        const c: ValidCase = typeof raw === 'string' ? { code: raw } : raw;
        const key = JSON.stringify(c);
        it(`accepts valid ${title(c, i)}`, () => {
          assert.ok(!seen.has(key), 'duplicate test case');
          seen.add(key);
          const found = run(this.engine, rule, c);
          assert.deepEqual(found.map(describeFinding), [], `expected no ${rule.id} findings`);
        });
      });
      tests.invalid.forEach((c, i) => {
        const key = JSON.stringify(c);
        it(`reports invalid ${title(c, i)}`, () => {
          assert.ok(!seen.has(key), 'duplicate test case');
          seen.add(key);
          assert.ok(c.errors.length > 0, 'an invalid case must expect at least one error');
          for (const e of c.errors) assert.ok(e.messageId in rule.meta.messages, `unknown messageId ${e.messageId}`);
          const found = run(this.engine, rule, c);
          const actual = found.map((d, j) => project(d, c.errors[j]));
          assert.deepEqual(actual, c.errors.map(normalise));
        });
      });
    });
  }
}

function describeFinding(d: Diagnostic): string {
  return `${(d.range?.start.line ?? -1) + 1}:${(d.range?.start.character ?? -1) + 1} ${d.path} ${d.message}`;
}

/** Keeps only the properties the expectation names, so that tests pin what they mean to pin. */
function project(d: Diagnostic, expected: ExpectedError | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {
    messageId: d.messageId,
    line: (d.range?.start.line ?? -1) + 1,
    column: (d.range?.start.character ?? -1) + 1,
  };
  if (!expected) return { ...out, path: d.path, message: d.message };
  if (expected.path !== undefined) out.path = d.path;
  if (expected.message !== undefined) out.message = d.message;
  if (expected.endLine !== undefined) out.endLine = (d.range?.end.line ?? -1) + 1;
  if (expected.endColumn !== undefined) out.endColumn = (d.range?.end.character ?? -1) + 1;
  if (expected.severity !== undefined) out.severity = d.severity;
  return out;
}

function normalise(e: ExpectedError): Record<string, unknown> {
  const out: Record<string, unknown> = { messageId: e.messageId, line: e.line, column: e.column };
  for (const k of ['path', 'message', 'endLine', 'endColumn', 'severity'] as const) if (e[k] !== undefined) out[k] = e[k];
  return out;
}
