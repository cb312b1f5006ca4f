import { styleText } from 'node:util';
import { escapeControl, sourceOf } from './shared.js';
import type { Formatter, ReportedDiagnostic, Summary } from './types.js';

/**
 * Human output grouped by file: `line:col`, severity, message and rule id, then the
 * source line with a caret under the range. Rule ids are links to their documentation
 * on terminals that support them (colour on); the documentation links are listed at
 * the end otherwise.
 */

type Style = Parameters<typeof styleText>[0];

export const stylish: Formatter = (results, summary, { color }, write) => {
  const paint = (style: Style, text: string): string => (color ? styleText(style, text) : text);
  const link = (text: string, url: string | undefined): string => (color && url ? `\u001b]8;;${url}\u0007${text}\u001b]8;;\u0007` : text);
  const docs = new Map<string, string>();
  let findings = false;
  for (const result of results()) {
    if (result.readError) {
      const lines = [paint('underline', escapeControl(result.file)), `  ${paint('red', 'error')}  ${escapeControl(result.readError)}`, ''];
      write(`${lines.join('\n')}\n`);
      continue;
    }
    if (result.diagnostics.length === 0) continue;
    findings = true;
    const out: string[] = [];
    out.push(paint('underline', escapeControl(result.file)));
    const where = (d: ReportedDiagnostic): string => `${(d.range?.start.line ?? 0) + 1}:${(d.range?.start.character ?? 0) + 1}`;
    // A loop, not Math.max(...): a file may have more findings than a call takes arguments.
    let width = 0;
    for (const d of result.diagnostics) width = Math.max(width, where(d).length);
    for (const d of result.diagnostics) {
      const line = (d.range?.start.line ?? 0) + 1;
      const from = sourceOf(result, d);
      out.push(
        `  ${paint('dim', where(d).padEnd(width))}  ${severityLabel(d, paint)}  ` +
          `${escapeControl(d.message)}  ${paint('dim', link(d.ruleId, d.docsUrl))}`,
      );
      if (from) out.push(`    ${paint('dim', `from ${escapeControl(from)}`)}`);
      if (d.docsUrl) docs.set(d.ruleId, d.docsUrl);
      const source = d.range ? result.sourceLines[d.range.start.line] : undefined;
      if (source !== undefined && d.range) {
        const rawStart = Math.min(d.range.start.character, source.length);
        const rawEnd = d.range.end.line === d.range.start.line ? Math.max(d.range.end.character, rawStart + 1) : source.length;
        // The caret is placed on the escaped line, where escapes take more columns than the characters.
        const start = escapeControl(source.slice(0, rawStart)).length;
        const end = start + Math.max(escapeControl(source.slice(rawStart, rawEnd)).length, rawEnd - rawStart);
        out.push(`    ${paint('dim', `${String(line).padStart(4)} |`)} ${escapeControl(source)}`);
        out.push(
          `    ${paint('dim', '     |')} ${' '.repeat(start)}` +
            paint(d.severity === 'error' ? 'red' : d.severity === 'warning' ? 'yellow' : 'blue', '^'.repeat(Math.max(1, end - start))),
        );
      }
    }
    out.push('');
    write(`${out.join('\n')}\n`);
  }
  const out: string[] = [];
  if (!color && docs.size > 0) {
    out.push('Rule documentation:');
    for (const [id, url] of [...docs].sort(([a], [b]) => a.localeCompare(b))) out.push(`  ${id}  ${url}`);
    out.push('');
  } else if (docs.size === 0 && findings) {
    out.push('`plumbline explain <rule-id>` shows what a rule checks and why.', '');
  }
  const line = summaryLine(summary);
  out.push(color ? paint(summary.errors > 0 ? 'red' : summary.warnings > 0 ? 'yellow' : 'green', line) : line);
  write(`${out.join('\n')}\n`);
};

function severityLabel(d: ReportedDiagnostic, paint: (style: Style, text: string) => string): string {
  if (d.severity === 'error') return paint('red', 'error  ');
  if (d.severity === 'warning') return paint('yellow', 'warning');
  return paint('blue', 'info   ');
}

function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${n} ${n === 1 ? word : pluralWord}`;
}

/** The one-line summary every human format ends with. */
export function summaryLine(summary: Summary): string {
  const byKind = (tally: Record<string, number>): string =>
    Object.entries(tally)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ');
  const total = (tally: Record<string, number>): number => Object.values(tally).reduce((a, b) => a + b, 0);
  const part = (count: number, what: string, kinds: string): string => `${count} ${what}${kinds ? ` (${kinds})` : ''}`;
  const resourceWord = (n: number): string => (n === 1 ? 'resource' : 'resources');
  // Three counts, so that a kind checked by its schema alone is never taken for one checked fully.
  let text =
    `${plural(summary.files, 'file')}, ${plural(summary.documents, 'document')}, ` +
    `${part(total(summary.checked), `${resourceWord(total(summary.checked))} checked fully`, byKind(summary.checked))}, ` +
    `${part(total(summary.checkedBySchema), 'checked by schema only', byKind(summary.checkedBySchema))}, ` +
    (summary.checkedByCrd
      ? `${part(total(summary.checkedByCrd), 'custom resources checked against their CRDs', byKind(summary.checkedByCrd))}, `
      : '') +
    `${part(summary.notChecked, 'not checked', byKind(summary.notCheckedKinds))}`;
  if (summary.paired !== undefined)
    text += `; ${summary.paired} paired with a stored resource (${summary.unpaired ?? 0} new, ${summary.deleted ?? 0} deleted)`;
  text += `; ${plural(summary.errors, 'error')}, ${plural(summary.warnings, 'warning')}, ${summary.infos} info`;
  if (summary.suppressed > 0) text += ` (${summary.suppressed} suppressed)`;
  if (summary.fixed !== undefined) text += `; ${summary.fixed} fixed`;
  if (summary.unreadable > 0) text += `; ${plural(summary.unreadable, 'file')} could not be read`;
  return text;
}

export function countBySeverity(diagnostics: readonly ReportedDiagnostic[]): { errors: number; warnings: number; infos: number } {
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  for (const d of diagnostics) {
    if (d.severity === 'error') errors += 1;
    else if (d.severity === 'warning') warnings += 1;
    else infos += 1;
  }
  return { errors, warnings, infos };
}
