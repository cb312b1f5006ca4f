import type { Fix, JsonObject } from '@plumbline/core';
import type { ParsedDocument } from '@plumbline/core/parse/documents.js';
import { CodeActionKind, type CodeAction, type Diagnostic, type TextEdit } from 'vscode-languageserver';
import { isMap, isPair, isScalar, isSeq, stringify, type Document, type Node, type Pair, type YAMLMap } from 'yaml';
import type { Analysis } from '../analysis.js';
import type { ManifestLanguage } from '../manifest.js';
import { SOURCE, type DiagnosticData } from './diagnostics.js';

/**
 * Code actions: the quick fix a finding carries (`Diagnostic.fix`: set, remove or insert
 * a field) turned into a text edit, and, for YAML, "disable this rule for this line",
 * which inserts the suppression comment above the finding's line.
 */

export const SUPPRESSION_PREFIX = '# plumbline-disable-next-line';

type Step = string | number;

function plainPath(path: Fix['path']): Step[] {
  return path.map((p) => (typeof p === 'object' ? p.key : p));
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEndAfter(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline < 0 ? text.length : newline + 1;
}

function positionOf(text: string, offset: number): { line: number; character: number } {
  let line = 0;
  let last = -1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    last = i;
  }
  return { line, character: offset - last - 1 };
}

function edit(text: string, start: number, end: number, newText: string): TextEdit {
  return { range: { start: positionOf(text, start), end: positionOf(text, end) }, newText };
}

/** The pair holding `key` in a map node. */
function pairOf(map: YAMLMap, key: Step): Pair | undefined {
  return map.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key)) as Pair | undefined;
}

function nodeAt(doc: Document.Parsed, path: readonly Step[]): unknown {
  let node: unknown = doc.contents;
  for (const step of path) {
    if (isMap(node)) node = pairOf(node, step)?.value ?? undefined;
    else if (isSeq(node) && typeof step === 'number') node = node.items[step];
    else return undefined;
    if (node === undefined || node === null) return undefined;
  }
  return node;
}

function serialise(value: unknown, language: ManifestLanguage, indent: string): string {
  if (language === 'json') return JSON.stringify(value);
  if (value === undefined) return '""';
  const out = stringify(value, { lineWidth: 0 }).trimEnd();
  if (typeof value === 'object' && value !== null && Object.keys(value).length > 0) return '\n' + out.split('\n').map((l) => indent + '  ' + l).join('\n');
  return out;
}

function isFlow(node: unknown): boolean {
  return (node as { flow?: boolean } | null)?.flow === true;
}

/** Text edits that apply a fix to a document, or undefined when the text does not allow it. */
export function fixEdits(text: string, doc: Document.Parsed, prefix: readonly Step[], fix: Fix, language: ManifestLanguage): TextEdit[] | undefined {
  const path = [...prefix, ...plainPath(fix.path)];
  const parentPath = path.slice(0, -1);
  const last = path[path.length - 1];
  if (last === undefined) return undefined;
  const parent = nodeAt(doc, parentPath);
  const target = nodeAt(doc, path) as Node | undefined;

  if (fix.action === 'set' && target?.range) {
    const indent = ' '.repeat(positionOf(text, lineStart(text, target.range[0])).character);
    return [edit(text, target.range[0], target.range[1], serialise(fix.value, language, indent))];
  }
  if (fix.action === 'remove') {
    if (!isMap(parent)) return undefined;
    const pair = pairOf(parent, last);
    const key = pair?.key as Node | undefined;
    if (!pair || !key?.range) return undefined;
    const valueEnd = (pair.value as Node | null)?.range?.[1] ?? key.range[1];
    if (isFlow(parent) || language === 'json') {
      let start = key.range[0];
      let end = valueEnd;
      const after = text.slice(end).match(/^\s*,\s*/);
      if (after) end += after[0].length;
      else {
        const before = text.slice(0, start).match(/,\s*$/);
        if (before) start -= before[0].length;
      }
      return [edit(text, start, end, '')];
    }
    const start = lineStart(text, key.range[0]);
    const lead = text.slice(start, key.range[0]);
    if (/^\s*$/.test(lead)) return [edit(text, start, lineEndAfter(text, Math.max(valueEnd - 1, key.range[0])), '')];
    // The key follows `- ` on its line: pull the next line's content up to its place.
    const nextLine = lineEndAfter(text, Math.max(valueEnd - 1, key.range[0]));
    const nextContent = nextLine + (text.slice(nextLine).match(/^[ \t]*/)?.[0].length ?? 0);
    if (parent.items.length <= 1) return [edit(text, key.range[0], Math.max(valueEnd, key.range[1]), '{}')];
    return [edit(text, key.range[0], nextContent, '')];
  }
  if (fix.action === 'insert' || (fix.action === 'set' && !target)) {
    // Find the deepest existing map on the path and insert what is missing below it.
    let depth = parentPath.length;
    let holder = parent;
    while (depth > 0 && !isMap(holder)) {
      depth -= 1;
      holder = nodeAt(doc, path.slice(0, depth));
    }
    if (!isMap(holder)) return undefined;
    let value: unknown = fix.value;
    for (let i = path.length - 1; i > depth; i--) value = { [String(path[i])]: value };
    const name = String(path[depth]);
    const items = holder.items.filter(isPair) as Pair[];
    const lastPair = items[items.length - 1];
    const lastEnd = (lastPair?.value as Node | null)?.range?.[1] ?? (lastPair?.key as Node | null)?.range?.[1];
    if (isFlow(holder) || language === 'json') {
      const rendered = `${JSON.stringify(name)}: ${JSON.stringify(value ?? '')}`;
      if (lastEnd !== undefined) return [edit(text, lastEnd, lastEnd, `, ${rendered}`)];
      const open = holder.range ? holder.range[0] + 1 : undefined;
      return open === undefined ? undefined : [edit(text, open, open, rendered)];
    }
    const firstKey = items[0]?.key as Node | undefined;
    if (!firstKey?.range || lastEnd === undefined) return undefined;
    const column = firstKey.range[0] - lineStart(text, firstKey.range[0]);
    const indent = ' '.repeat(column);
    const at = lineEndAfter(text, Math.max(lastEnd - 1, firstKey.range[0]));
    const needsNewline = at === text.length && !text.endsWith('\n');
    const rendered = serialise(value, 'yaml', indent);
    return [edit(text, at, at, `${needsNewline ? '\n' : ''}${indent}${name}:${rendered.startsWith('\n') ? '' : ' '}${rendered}\n`)];
  }
  return undefined;
}

/** For a resource inside a List document, the `items[i]` prefix of a finding at `offset`. */
export function itemPrefix(doc: ParsedDocument, offset: number | undefined): Step[] {
  const value = doc.value as JsonObject | undefined;
  if (!value || typeof value.kind !== 'string' || !value.kind.endsWith('List') || !Array.isArray(value.items) || offset === undefined) return [];
  const items = nodeAt(doc.ast, ['items']);
  if (!isSeq(items)) return [];
  const index = items.items.findIndex((item) => {
    const r = (item as Node | null)?.range;
    return !!r && offset >= r[0] && offset <= r[1];
  });
  return index < 0 ? [] : ['items', index];
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
        edit: { changes: { [analysis.uri]: [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: `${indent}${SUPPRESSION_PREFIX} ${data.ruleId} -- reason\n` }] } },
      });
    }
  }
  return actions;
}
