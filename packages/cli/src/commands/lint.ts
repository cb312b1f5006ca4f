import { lintText, type Diagnostic } from '@plumbline/core';
import { getFormatter, UsageError } from '../formatters/index.js';
import { countBySeverity } from '../formatters/stylish.js';
import type { FileResult, Summary } from '../formatters/types.js';
import { collectInputs, describeFsError, readInput } from '../inputs.js';

export interface LintCommandOptions {
  format: string;
  color: boolean;
}

/** Exit codes: 0 clean, 1 errors found, 2 usage or I/O error. */
export const EXIT = { clean: 0, findings: 1, usage: 2 } as const;

export function runLint(paths: readonly string[], options: LintCommandOptions, write: (text: string) => void): number {
  if (paths.length === 0) throw new UsageError('no input: give files, directories, or - for standard input');
  const formatter = getFormatter(options.format);
  const { files, problems } = collectInputs(paths);
  const results: FileResult[] = problems.map((p) => ({ file: p.path, text: '', diagnostics: [], resources: [], documentCount: 0, readError: p.message }));
  for (const file of files) {
    let text: string;
    try {
      text = readInput(file);
    } catch (error) {
      results.push({ file: file.display, text: '', diagnostics: [], resources: [], documentCount: 0, readError: describeFsError(error) });
      continue;
    }
    const result = lintText(text, { uri: file.display });
    results.push({ file: file.display, text, diagnostics: result.diagnostics, resources: result.resources, documentCount: result.documentCount });
  }
  const summary = summarise(results);
  write(formatter(results, summary, { color: options.color }));
  if (results.some((r) => r.readError)) return EXIT.usage;
  return summary.errors > 0 ? EXIT.findings : EXIT.clean;
}

export function summarise(results: readonly FileResult[]): Summary {
  const all: Diagnostic[] = results.flatMap((r) => r.diagnostics);
  const checked: Record<string, number> = {};
  let notChecked = 0;
  for (const r of results) {
    for (const resource of r.resources) {
      if (resource.status === 'checked' && resource.kind) checked[resource.kind] = (checked[resource.kind] ?? 0) + 1;
      else if (resource.status === 'not-checked') notChecked += 1;
    }
  }
  return {
    files: results.filter((r) => !r.readError).length,
    documents: results.reduce((n, r) => n + r.documentCount, 0),
    checked,
    notChecked,
    ...countBySeverity(all),
  };
}
