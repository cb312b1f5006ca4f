import { summaryLine } from './stylish.js';
import { escapeControl, position, sourceOf } from './shared.js';
import type { Formatter } from './types.js';

/** One line per diagnostic: `file:line:col: severity: message [rule-id]`. */
export const compact: Formatter = (results, summary, _options, write) => {
  for (const result of results()) {
    if (!result.readError && result.diagnostics.length === 0) continue;
    const out: string[] = [];
    const file = escapeControl(result.file);
    if (result.readError) out.push(`${file}: error: ${escapeControl(result.readError)}`);
    for (const d of result.diagnostics) {
      const p = position(d);
      const from = sourceOf(result, d);
      out.push(
        `${file}:${p.line}:${p.column}: ${d.severity}: ${escapeControl(d.message)} [${d.ruleId}]` +
          `${from ? ` (from ${escapeControl(from)})` : ''}`,
      );
    }
    if (out.length > 0) write(`${out.join('\n')}\n`);
  }
  write(`${summaryLine(summary)}\n`);
};
