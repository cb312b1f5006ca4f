import {
  applySuppressions,
  checkSet,
  getEngine,
  type Diagnostic,
  type SetDiagnostic,
  type SetInput,
  type ValidateOptions,
} from '@plumbline/core';
import { readInput, type InputFile } from '@plumbline/host';
import { linesOf, type LintJobOptions } from './lint-file.js';
import { reportedOf, type ResultStore } from './results.js';

/**
 * Set-level rules (`type: 'reference'`: an Ingress and the Service it routes to, an
 * EndpointSlice and its Service, …) run once over every resource of the run, after the
 * files are linted. Each resource comes with only the fields the rules read (`readFields`).
 * Their findings join the findings of the file they point into, suppression comments
 * included. Texts are read again, one file at a time, only for files with such a finding
 * (for the range and the source line), unless the run kept them (`kept`).
 */

export function hasSetRules(options: ValidateOptions): boolean {
  const config = options.rules ?? {};
  return getEngine().rules.some((rule) => {
    if ((rule.meta.type as string) !== 'reference') return false;
    const entry = config[rule.id];
    return (Array.isArray(entry) ? entry[0] : entry) !== 'off';
  });
}

/**
 * Runs the reference rules over the set resources of the stored results and adds their
 * findings to the files they point into. `kept` holds the texts the lint read that cannot be
 * read again (standard input, rendered output), and every text of a small run. Returns the findings that point into no file (a rule
 * that failed), for the caller to report.
 */
export function runSetRules(
  store: ResultStore,
  files: readonly InputFile[],
  kept: ReadonlyMap<string, string>,
  job: Pick<LintJobOptions, 'validate' | 'sourceLines'>,
  rereadWhole?: () => SetInput[],
): readonly SetDiagnostic[] {
  let resources = [...store.takeSetResources()];
  // The index holds policies whole but the other objects only in part: the run needs them whole.
  if (rereadWhole && resources.some((r) => r.kind === 'ValidatingAdmissionPolicy')) resources = rereadWhole();
  if (resources.length === 0) return [];
  const findings = checkSet(resources, job.validate);
  const byDisplay = new Map(files.map((f) => [f.display, f]));
  /** The file's text, and whether it is the very text the lint read (kept) rather than read again. */
  const textOf = (uri: string): { text: string | undefined; linted: boolean } => {
    const text = kept.get(uri);
    const file = byDisplay.get(uri);
    if (text !== undefined || !file) return { text, linted: text !== undefined };
    try {
      return { text: readInput(file), linted: false };
    } catch {
      return { text: undefined, linted: false };
    }
  };
  // Related locations (the policy a finding names) are placed first, so each finding leaves `place` complete.
  for (const uri of findings.relatedUris) findings.placeRelated(uri, textOf(uri).text);
  for (const uri of findings.uris) {
    if (!store.has(uri)) continue;
    const { text, linted } = textOf(uri);
    const placed = findings.place(uri, text, linted);
    let sourceLines: Record<number, string> = {};
    let remaining: readonly Diagnostic[] = placed;
    let suppressed = 0;
    if (text !== undefined) {
      // Suppression comments cover set-level findings too (unused directives were reported per file).
      const applied = applySuppressions(text, remaining, { reportUnused: 'off' });
      remaining = applied.diagnostics;
      suppressed = applied.suppressed.length;
      if (job.sourceLines !== false) {
        sourceLines = linesOf(text, remaining);
        for (const d of remaining) if (d.range) sourceLines[d.range.start.line] ??= '';
      }
    }
    // What the report reads of each finding, no more (`reportedOf`: not the file, the item or the path's segments).
    store.addSetFindings(uri, { diagnostics: remaining.map(reportedOf), sourceLines, suppressed });
  }
  return findings.unplaced;
}
