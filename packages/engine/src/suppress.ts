import type { ReportDescriptor } from './rule.js';
import type { Diagnostic, Range, Severity } from './types.js';

/**
 * Suppression comments, read from the text alone (pure; the CLI and the language server
 * share it):
 *
 *   # plumbline-disable-next-line <rule-id>[, <rule-id>…] -- <reason>
 *   key: value  # plumbline-disable-line <rule-id> -- <reason>
 *   # plumbline-disable-file <rule-id>[, <rule-id>…] -- <reason>
 *
 * A directive without rule ids covers every rule. `-- <reason>` is optional text for
 * reviewers. A finding is covered when its range starts on the covered line (the line
 * after a `disable-next-line` comment, the comment's own line for `disable-line`) or
 * anywhere in the file for `disable-file`.
 */

export type DirectiveKind = 'next-line' | 'line' | 'file';

export interface SuppressionDirective {
  kind: DirectiveKind;
  /** Rule ids the directive covers; empty for every rule. */
  ruleIds: string[];
  reason: string | undefined;
  /** 0-based line of the comment. */
  line: number;
  /** 0-based line whose findings it covers (-1 for the whole file). */
  targetLine: number;
  /** Range of the comment text (from `#` to the end of the line). */
  range: Range;
  offset: readonly [number, number];
}

export const UNUSED_DISABLE_RULE = 'suppression/unused-disable';
export const SUPPRESSION_MARKER = 'plumbline-disable';

const DIRECTIVE = /(^|\s)#\s*plumbline-disable-(next-line|line|file)(?=\s|$)(.*)$/;

/** The suppression directives of a text, in order. */
export function parseDirectives(text: string): SuppressionDirective[] {
  if (!text.includes(SUPPRESSION_MARKER)) return [];
  const out: SuppressionDirective[] = [];
  let lineStart = 0;
  let line = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const contentEnd = lineEnd > lineStart && text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd;
    const source = text.slice(lineStart, contentEnd);
    if (source.includes(SUPPRESSION_MARKER)) {
      const match = DIRECTIVE.exec(source);
      if (match) {
        const hash = match.index + match[1]!.length;
        const kind = match[2] as DirectiveKind;
        const rest = match[3] ?? '';
        const separator = rest.search(/(^|\s)--(\s|$)/);
        const idsText = separator >= 0 ? rest.slice(0, separator) : rest;
        const reasonText =
          separator >= 0
            ? rest
                .slice(separator)
                .replace(/^\s*--/, '')
                .trim()
            : '';
        const ruleIds = idsText
          .split(/[\s,]+/)
          .map((s) => s.trim())
          .filter(Boolean);
        // A whole-line comment for `line` covers nothing useful; treat it as written.
        out.push({
          kind,
          ruleIds,
          reason: reasonText || undefined,
          line,
          targetLine: kind === 'file' ? -1 : kind === 'line' ? line : line + 1,
          range: { start: { line, character: hash }, end: { line, character: source.length } },
          offset: [lineStart + hash, lineStart + source.length],
        });
      }
    }
    if (lineEnd >= text.length) break;
    lineStart = lineEnd + 1;
    line += 1;
  }
  return out;
}

export interface SuppressionOptions {
  /** Report directives (or rule ids in them) that suppress nothing, at this severity. */
  reportUnused?: Severity | 'off';
  /**
   * Makes the `suppression/unused-disable` findings: the engine's one diagnostic factory
   * (`Engine.diagnostic`), so that the rule's configuration (`off`) and message apply.
   * Needed when `reportUnused` is on.
   */
  diagnostic?: (ruleId: string, d: ReportDescriptor) => Diagnostic | undefined;
}

export interface SuppressionResult {
  /** Findings left, plus unused-directive reports. */
  diagnostics: Diagnostic[];
  /** Findings a directive covered. */
  suppressed: Diagnostic[];
}

/** Removes the findings that suppression comments of `text` cover. */
export function applySuppressions(text: string, diagnostics: readonly Diagnostic[], options: SuppressionOptions = {}): SuppressionResult {
  const directives = parseDirectives(text);
  if (directives.length === 0) return { diagnostics: [...diagnostics], suppressed: [] };
  // Usage per directive and rule id ('*' for directives without ids).
  const used = directives.map(() => new Set<string>());
  const kept: Diagnostic[] = [];
  const suppressed: Diagnostic[] = [];
  for (const d of diagnostics) {
    const line = d.range?.start.line;
    let covered = false;
    directives.forEach((directive, i) => {
      if (directive.kind !== 'file' && directive.targetLine !== line) return;
      if (directive.ruleIds.length === 0) {
        covered = true;
        used[i]!.add('*');
      } else if (directive.ruleIds.includes(d.ruleId)) {
        covered = true;
        used[i]!.add(d.ruleId);
      }
    });
    (covered ? suppressed : kept).push(d);
  }
  const severity = options.reportUnused ?? 'off';
  if (severity !== 'off') {
    directives.forEach((directive, i) => {
      const unusedIds =
        directive.ruleIds.length === 0 ? (used[i]!.size === 0 ? ['*'] : []) : directive.ruleIds.filter((id) => !used[i]!.has(id));
      for (const id of unusedIds) {
        const what = id === '*' ? 'this directive' : `\`${id}\``;
        const where = directive.kind === 'file' ? ' in this file' : ` on line ${directive.targetLine + 1}`;
        if (!options.diagnostic) throw new Error('applySuppressions: reportUnused needs a diagnostic factory');
        const made = options.diagnostic(UNUSED_DISABLE_RULE, {
          messageId: 'unusedDisable',
          path: [],
          data: { directive: directive.kind, what, where },
        });
        if (!made) continue;
        made.severity = severity;
        made.range = directive.range;
        made.offset = directive.offset;
        kept.push(made);
      }
    });
    kept.sort(
      (a, b) =>
        (a.offset?.[0] ?? 0) - (b.offset?.[0] ?? 0) || (a.offset?.[1] ?? 0) - (b.offset?.[1] ?? 0) || a.ruleId.localeCompare(b.ruleId),
    );
  }
  return { diagnostics: kept, suppressed };
}
