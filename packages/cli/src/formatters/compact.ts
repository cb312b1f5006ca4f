import { summaryLine } from './stylish.js';
import { position, sourceOf } from './shared.js';
import type { Formatter } from './types.js';

/** One line per diagnostic: `file:line:col: severity: message [rule-id]`. */
export const compact: Formatter = (results, summary) => {
  const out: string[] = [];
  for (const result of results) {
    if (result.readError) out.push(`${result.file}: error: ${result.readError}`);
    for (const d of result.diagnostics) {
      const p = position(d);
      const from = sourceOf(result, d);
      out.push(`${result.file}:${p.line}:${p.column}: ${d.severity}: ${d.message} [${d.ruleId}]${from ? ` (from ${from})` : ''}`);
    }
  }
  out.push(summaryLine(summary));
  return `${out.join('\n')}\n`;
};
