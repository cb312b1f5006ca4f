import { getEngine } from '@plumbline/core';
import { RuleTester } from '@plumbline/core/testing/rule-tester';

/** The RuleTester over Plumbline's own ruleset, for `test/rules/<kind>/<rule>.test.ts`. */
export const ruleTester = new RuleTester(getEngine());

/** Strips the common indentation of a template literal, so that YAML cases can be indented in tests. */
export function yaml(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = strings.reduce((acc, s, i) => acc + s + (i < values.length ? String(values[i]) : ''), '');
  const lines = raw.replace(/^\n/, '').replace(/\n[ \t]*$/, '\n').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}
