import type { Diagnostic as CoreDiagnostic, LintResult } from '@plumbline/core';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';

/** Core diagnostics → LSP diagnostics. Ranges are already LSP-shaped (0-based, half-open). */

export const SOURCE = 'plumbline';

/** What a code action needs to know again about a diagnostic, carried in `data`. */
export interface DiagnosticData {
  ruleId: string;
  documentIndex?: number;
  path: CoreDiagnostic['pathSegments'];
  fix?: CoreDiagnostic['fix'];
  offset?: readonly [number, number];
}

const SEVERITY: Record<CoreDiagnostic['severity'], DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
};

export function toLspDiagnostic(d: CoreDiagnostic): Diagnostic {
  const data: DiagnosticData = { ruleId: d.ruleId, path: d.pathSegments };
  if (d.documentIndex !== undefined) data.documentIndex = d.documentIndex;
  if (d.fix) data.fix = d.fix;
  if (d.offset) data.offset = d.offset;
  const out: Diagnostic = {
    range: d.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: SEVERITY[d.severity],
    code: d.ruleId,
    source: SOURCE,
    message: d.message,
    data,
  };
  if (d.docsUrl) out.codeDescription = { href: d.docsUrl };
  return out;
}

export function toLspDiagnostics(result: LintResult): Diagnostic[] {
  return result.diagnostics.map(toLspDiagnostic);
}
