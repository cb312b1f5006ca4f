import { type Fix, fixEdits as offsetFixEdits, itemPrefix, LineIndex, type Step } from '@plumbline/core';
import { CodeActionKind, type CodeAction, type Diagnostic, type TextEdit } from 'vscode-languageserver';
import type { Document } from 'yaml';
import type { Analysis } from '../analysis.js';
import type { ManifestLanguage } from '../manifest.js';
import { SOURCE, type DiagnosticData } from './diagnostics.js';

/**
 * Code actions: the quick fix a finding carries (`Diagnostic.fix`: set, remove or insert
 * a field) turned into a text edit, and, for YAML, "disable this rule for this line",
 * which inserts the suppression comment above the finding's line.
 */

export const SUPPRESSION_PREFIX = '# plumbline-disable-next-line';

/** LSP text edits that apply a fix to a document, or undefined when the text does not allow it. */
export function fixEdits(
  text: string,
  doc: Document.Parsed,
  prefix: readonly Step[],
  fix: Fix,
  language: ManifestLanguage,
): TextEdit[] | undefined {
  const lines = new LineIndex(text);
  const position = (offset: number): { line: number; character: number } => {
    const { line, col } = lines.linePos(offset);
    return { line: line - 1, character: col - 1 };
  };
  return offsetFixEdits(text, doc, prefix, fix, language)?.map((e) => ({
    range: { start: position(e.start), end: position(e.end) },
    newText: e.newText,
  }));
}

export function codeActions(analysis: Analysis, diagnostics: readonly Diagnostic[], language: ManifestLanguage): CodeAction[] {
  const actions: CodeAction[] = [];
  const seenLines = new Set<string>();
  for (const diagnostic of diagnostics) {
    if (diagnostic.source !== SOURCE) continue;
    const data = diagnostic.data as DiagnosticData | undefined;
    if (!data) continue;
    if (data.fix && data.documentIndex !== undefined) {
      const doc = analysis.parsed().documents[data.documentIndex];
      if (doc && !doc.hasErrors) {
        const edits = fixEdits(analysis.text, doc.ast, itemPrefix(doc, data.offset?.[0]), data.fix, language);
        if (edits) {
          actions.push({
            title: data.fix.description,
            kind: CodeActionKind.QuickFix,
            diagnostics: [diagnostic],
            isPreferred: true,
            edit: { changes: { [analysis.uri]: edits } },
          });
        }
      }
    }
    if (language === 'yaml') {
      const line = diagnostic.range.start.line;
      const key = `${line}\u0000${data.ruleId}`;
      if (seenLines.has(key)) continue;
      seenLines.add(key);
      const content = analysis.text.split('\n')[line] ?? '';
      const indent = content.match(/^[ \t]*/)?.[0] ?? '';
      actions.push({
        title: `Disable ${data.ruleId} for this line`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        edit: {
          changes: {
            [analysis.uri]: [
              {
                range: { start: { line, character: 0 }, end: { line, character: 0 } },
                newText: `${indent}${SUPPRESSION_PREFIX} ${data.ruleId} -- reason\n`,
              },
            ],
          },
        },
      });
    }
  }
  return actions;
}
