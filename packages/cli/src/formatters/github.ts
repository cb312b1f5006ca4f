import { escapeControl, position, sourceOf, toPosix } from './shared.js';
import { summaryLine } from './stylish.js';
import type { Formatter } from './types.js';

/**
 * GitHub Actions workflow commands (`::error file=…,line=…::message`): the runner turns
 * them into annotations on the pull request's diff.
 */

/** Line breaks become %0A (GitHub shows them in the annotation); other control characters are escaped. */
function escapeData(s: string): string {
  return escapeControl(s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export const github: Formatter = (results, summary, _options, write) => {
  for (const result of results()) {
    const out: string[] = [];
    // A stored-side entry (`<ref>:<path>` under --base) is annotated on the path itself.
    const file = escapeProperty(toPosix(result.synthetic ? result.file.replace(/^[^:]*:/, '') : result.file));
    if (result.readError)
      out.push(`::error file=${file},title=${escapeProperty('plumbline: unreadable file')}::${escapeData(result.readError)}`);
    for (const d of result.diagnostics) {
      const p = position(d);
      const command = d.severity === 'error' ? 'error' : d.severity === 'warning' ? 'warning' : 'notice';
      const from = sourceOf(result, d);
      if (from) {
        // Rendered output has no file in the repository: the annotation goes on the template (or resource file) it came from.
        const at = `${result.file} line ${p.line}`;
        out.push(
          `::${command} file=${escapeProperty(toPosix(from))},title=${escapeProperty(d.ruleId)}::` +
            escapeData(`${d.message} (rendered: ${at}) (${d.docsUrl ?? d.ruleId})`),
        );
        continue;
      }
      out.push(
        `::${command} file=${file},line=${p.line},col=${p.column},endLine=${p.endLine},endColumn=${p.endColumn},` +
          `title=${escapeProperty(d.ruleId)}::${escapeData(`${d.message} (${d.docsUrl ?? d.ruleId})`)}`,
      );
    }
    if (out.length > 0) write(`${out.join('\n')}\n`);
  }
  write(`${summaryLine(summary)}\n`);
};
