import {
  applySuppressions,
  getEngine,
  validateSet,
  type Diagnostic,
  type SetDiagnostic,
  type SetInput,
  type ValidateOptions,
} from '@plumbline/core';
import type { FileResult } from '../formatters/types.js';
import { readInput, type InputFile } from '@plumbline/host';

/**
 * Set-level rules (`type: 'reference'`: an Ingress and the Service it routes to, an
 * EndpointSlice and its Service, …) run once over every resource of the run, after the
 * files are linted. Their findings join the findings of the file they point into,
 * suppression comments included. Texts are read again only for files with such a
 * finding (for the range and the source line).
 */

export function hasSetRules(options: ValidateOptions): boolean {
  const config = options.rules ?? {};
  return getEngine().rules.some((rule) => {
    if ((rule.meta.type as string) !== 'reference') return false;
    const entry = config[rule.id];
    return (Array.isArray(entry) ? entry[0] : entry) !== 'off';
  });
}

/** A map of file texts that reads a file the first time it is asked for. */
class LazySources extends Map<string, string> {
  constructor(
    private readonly files: ReadonlyMap<string, InputFile>,
    private readonly kept: ReadonlyMap<string, string>,
  ) {
    super();
  }

  override get(uri: string): string | undefined {
    if (super.has(uri)) return super.get(uri);
    let text = this.kept.get(uri);
    const file = this.files.get(uri);
    if (text === undefined && file) {
      try {
        text = readInput(file);
      } catch {
        text = undefined;
      }
    }
    if (text !== undefined) super.set(uri, text);
    return text;
  }
}

/**
 * Runs the reference rules and adds their findings to the files they point into.
 * Returns the findings that point into no file (a rule that failed), for the caller to report.
 */
export function runSetRules(results: FileResult[], files: readonly InputFile[], options: ValidateOptions): SetDiagnostic[] {
  const resources: SetInput[] = [];
  const kept = new Map<string, string>();
  for (const r of results) {
    if (r.setResources) for (const resource of r.setResources) resources.push(resource);
    if (r.stdinText !== undefined) kept.set(r.file, r.stdinText);
    delete r.setResources;
    delete r.stdinText;
  }
  if (resources.length === 0) return [];
  const sources = new LazySources(new Map(files.map((f) => [f.display, f])), kept);
  const found = validateSet(resources, { ...options, sources });
  const byFile = new Map<string, Diagnostic[]>();
  const unplaced: SetDiagnostic[] = [];
  for (const d of found) {
    if (d.uri === undefined) {
      unplaced.push(d);
      continue;
    }
    const { uri, itemIndex, ...diagnostic } = d;
    void itemIndex;
    const list = byFile.get(uri) ?? [];
    list.push(diagnostic);
    byFile.set(uri, list);
  }
  const resultsByFile = new Map(results.map((r) => [r.file, r]));
  for (const [uri, diagnostics] of byFile) {
    const result = resultsByFile.get(uri);
    if (!result) continue;
    const text = sources.get(uri);
    let remaining = diagnostics;
    if (text !== undefined) {
      // Suppression comments cover set-level findings too (unused directives were reported per file).
      const applied = applySuppressions(text, diagnostics, { reportUnused: 'off' });
      remaining = applied.diagnostics;
      result.suppressed += applied.suppressed.length;
      const lines = text.split('\n');
      for (const d of remaining) if (d.range) result.sourceLines[d.range.start.line] = (lines[d.range.start.line] ?? '').replace(/\r$/, '');
    }
    for (const d of remaining) result.diagnostics.push(d);
    result.diagnostics.sort(
      (a, b) =>
        (a.range?.start.line ?? 0) - (b.range?.start.line ?? 0) ||
        (a.range?.start.character ?? 0) - (b.range?.start.character ?? 0) ||
        a.ruleId.localeCompare(b.ruleId),
    );
  }
  return unplaced;
}
