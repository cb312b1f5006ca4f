import assert from 'node:assert/strict';
import { getEngine, lintText, type Rule } from '@plumbline/core';
import { RuleTester, type RuleTests } from '@plumbline/engine/testing';

/**
 * The RuleTester over Plumbline's own ruleset, with one more check of the tests
 * themselves: a valid case must be well-formed YAML. A valid case that does not parse
 * never reaches the rule, so it would pass even if the rule were deleted.
 */
class HonestRuleTester extends RuleTester {
  override run(rule: Rule, tests: RuleTests): void {
    super.run(rule, tests);
    // The yaml/* rules report on malformed text themselves; their valid cases may be odd on purpose.
    if (rule.id.startsWith('yaml/')) return;
    describe(rule.id, () => {
      it('has valid cases that parse (so that they reach the rule)', () => {
        const broken = tests.valid
          .map((raw, i) => ({ c: typeof raw === 'string' ? { code: raw } : raw, i }))
          .flatMap(({ c, i }) =>
            lintText(c.code, { uri: 'test.yaml' })
              .diagnostics.filter((d) => d.ruleId === 'yaml/syntax-error')
              .map((d) => `valid ${c.name ?? `#${i}`} line ${(d.range?.start.line ?? -1) + 1}: ${d.message}`),
          );
        assert.deepEqual(broken, [], 'valid cases with YAML syntax errors test nothing');
      });
    });
  }
}

export const ruleTester = new HonestRuleTester(getEngine());

/** Strips the common indentation of a template literal, so that YAML cases can be indented in tests. */
export function yaml(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = strings.reduce((acc, s, i) => acc + s + (i < values.length ? String(values[i]) : ''), '');
  const lines = raw.replace(/^\n/, '').replace(/\n[ \t]*$/, '\n').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}
