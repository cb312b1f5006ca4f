import { styleText } from 'node:util';
import type { Diagnostic } from '@plumbline/core';
import type { FileResult, Formatter, Summary } from './types.js';

/**
 * Human output grouped by file: `file:line:col`, severity, message and rule id, then
 * the source line with a caret under the range.
 */

type Style = Parameters<typeof styleText>[0];

export const stylish: Formatter = (results, summary, { color }) => {
  const paint = (style: Style, text: string): string => (color ? styleText(style, text) : text);
  const out: string[] = [];
  for (const result of results) {
    if (result.readError) {
      out.push(`${paint('bold', result.file)}`, `  ${paint('red', 'error')}  ${result.readError}`, '');
      continue;
    }
    if (result.diagnostics.length === 0) continue;
    const lines = result.text.split(/\r?\n/);
    out.push(paint('underline', result.file));
    for (const d of result.diagnostics) {
      const line = (d.range?.start.line ?? 0) + 1;
      const column = (d.range?.start.character ?? 0) + 1;
      const severity = d.severity === 'error' ? paint('red', 'error') : d.severity === 'warning' ? paint('yellow', 'warning') : paint('blue', 'info');
      out.push(`  ${result.file}:${line}:${column}  ${severity}  ${d.message}  ${paint('dim', d.ruleId)}`);
      const source = d.range ? lines[d.range.start.line] : undefined;
      if (source !== undefined && d.range) {
        const start = d.range.start.character;
        const end = d.range.end.line === d.range.start.line ? Math.max(d.range.end.character, start + 1) : source.length;
        out.push(`    ${paint('dim', `${String(line).padStart(4)} |`)} ${source}`);
        out.push(`    ${paint('dim', '     |')} ${' '.repeat(start)}${paint(d.severity === 'error' ? 'red' : 'yellow', '^'.repeat(Math.max(1, end - start)))}`);
      }
    }
    out.push('');
  }
  out.push(summaryLine(summary));
  return `${out.join('\n')}\n`;
};

export function summaryLine(summary: Summary): string {
  const kinds = Object.entries(summary.checked)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  const checkedTotal = Object.values(summary.checked).reduce((a, b) => a + b, 0);
  return (
    `${summary.files} file${summary.files === 1 ? '' : 's'}, ${summary.documents} document${summary.documents === 1 ? '' : 's'}, ` +
    `${checkedTotal} resource${checkedTotal === 1 ? '' : 's'} checked${kinds ? ` (${kinds})` : ''}, ${summary.notChecked} not checked; ` +
    `${summary.errors} error${summary.errors === 1 ? '' : 's'}, ${summary.warnings} warning${summary.warnings === 1 ? '' : 's'}, ${summary.infos} info`
  );
}

export function countBySeverity(diagnostics: readonly Diagnostic[]): { errors: number; warnings: number; infos: number } {
  return {
    errors: diagnostics.filter((d) => d.severity === 'error').length,
    warnings: diagnostics.filter((d) => d.severity === 'warning').length,
    infos: diagnostics.filter((d) => d.severity === 'info').length,
  };
}
