import { describeResource, escapeControl, position, resourceOf, sourceOf } from './shared.js';
import type { FileResult, Formatter, ReportedDiagnostic, ResourceInfo } from './types.js';

/**
 * JUnit XML (GitLab CI `artifacts:reports:junit`, Jenkins): one testsuite per file, one
 * testcase per resource. A resource with errors fails; its warnings and infos go to the
 * testcase's `system-out`. Findings outside any resource (YAML syntax) get a testcase
 * named after the file; an unreadable file is a testcase with an `error`.
 */

/** XML text, with control characters escaped first (a line break in a name or message would read as two). */
function xml(s: string): string {
  return (
    escapeControl(s)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // Characters XML 1.0 cannot carry.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
  );
}

function line(result: FileResult, d: ReportedDiagnostic): string {
  const p = position(d);
  const from = sourceOf(result, d);
  return (
    `${escapeControl(result.file)}:${p.line}:${p.column}: ${d.severity}: ${escapeControl(d.message)} [${d.ruleId}]` +
    `${from ? ` (from ${escapeControl(from)})` : ''}${d.docsUrl ? ` ${d.docsUrl}` : ''}`
  );
}

/** Finding lines (each escaped already), one per line. */
function lines(items: readonly string[]): string {
  return items.map(xml).join('\n');
}

/** What was checked how deeply in one file, by kind, as the properties of its suite. */
function coverageProperties(resources: readonly ResourceInfo[]): string {
  const counts = new Map<string, number>();
  for (const r of resources) {
    const how =
      r.status !== 'checked'
        ? 'not checked'
        : r.coverage === 'schema'
          ? 'checked by schema only'
          : r.coverage === 'custom-resource'
            ? 'checked against its CRD'
            : 'checked fully';
    const key = `${how}: ${r.kind ?? '(no kind)'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  if (counts.size === 0) return '';
  const lines = [...counts].map(([name, n]) => `      <property name="${xml(name)}" value="${n}"/>`);
  return `    <properties>\n${lines.join('\n')}\n    </properties>\n`;
}

export const junit: Formatter = (results, _summary, _options, write) => {
  // The totals head the document: a first pass counts, a second writes.
  let totalTests = 0;
  let totalFailures = 0;
  let totalErrors = 0;
  for (const result of results()) {
    const suite = suiteOf(result);
    totalTests += suite.tests;
    totalFailures += suite.failures;
    totalErrors += suite.errors;
  }
  write(
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<testsuites name="plumbline" tests="${totalTests}" failures="${totalFailures}" errors="${totalErrors}">\n`,
  );
  for (const result of results()) write(`${suiteOf(result).text}\n`);
  write('</testsuites>\n');
};

/** One file's testsuite and its counts. */
function suiteOf(result: FileResult): { text: string; tests: number; failures: number; errors: number } {
  const cases: string[] = [];
  let failures = 0;
  let errors = 0;
  if (result.readError) {
    errors += 1;
    cases.push(
      `    <testcase classname="${xml(result.file)}" name="${xml(result.file)}">\n` +
        `      <error message="${xml(result.readError)}" type="io"/>\n    </testcase>`,
    );
  } else {
    const byResource = new Map<ResourceInfo | undefined, ReportedDiagnostic[]>();
    for (const r of result.resources) byResource.set(r, []);
    for (const d of result.diagnostics) {
      const r = resourceOf(result, d);
      const list = byResource.get(r) ?? [];
      list.push(d);
      byResource.set(r, list);
    }
    for (const [resource, diagnostics] of byResource) {
      if (!resource && diagnostics.length === 0) continue;
      const name = resource ? `${describeResource(resource)} (line ${resource.line + 1})` : result.file;
      const failing = diagnostics.filter((d) => d.severity === 'error');
      const other = diagnostics.filter((d) => d.severity !== 'error');
      const body: string[] = [];
      if (failing.length > 0) {
        failures += 1;
        body.push(
          `      <failure message="${xml(failing.length === 1 ? failing[0]!.message : `${failing.length} errors`)}" ` +
            `type="${xml(failing[0]!.ruleId)}">${lines(failing.map((d) => line(result, d)))}</failure>`,
        );
      }
      if (other.length > 0) body.push(`      <system-out>${lines(other.map((d) => line(result, d)))}</system-out>`);
      cases.push(
        body.length > 0
          ? `    <testcase classname="${xml(result.file)}" name="${xml(name)}">\n${body.join('\n')}\n    </testcase>`
          : `    <testcase classname="${xml(result.file)}" name="${xml(name)}"/>`,
      );
    }
  }
  const coverage = coverageProperties(result.resources);
  const text =
    `  <testsuite name="${xml(result.file)}" tests="${cases.length}" failures="${failures}" errors="${errors}">\n` +
    `${coverage}${cases.join('\n')}${cases.length ? '\n' : ''}  </testsuite>`;
  return { text, tests: cases.length, failures, errors };
}
