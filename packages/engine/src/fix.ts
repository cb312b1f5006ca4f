import { isMap, isPair, isScalar, isSeq, stringify, type Document, type Node, type Pair, type YAMLMap } from 'yaml';
import type { Engine } from './engine.js';
import type { LintOptions, LintResult } from './lint.js';
import { lintText } from './pipeline.js';
import { parseText, type ParsedDocument } from './parse/documents.js';
import type { Diagnostic, Fix, JsonObject } from './types.js';

/**
 * Fixes: the change a finding carries (`Diagnostic.fix`: set, remove or insert a field)
 * as edits of the text that keep the rest of it as written, and `applyFixes`, which
 * applies every fix of a text (as `plumbline lint --fix` does) until none is left.
 * The language server turns the same edits into quick fixes.
 */

export type FixLanguage = 'yaml' | 'json';

/** A replacement of the text between two offsets. */
export interface OffsetEdit {
  start: number;
  end: number;
  newText: string;
}

export type Step = string | number;

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

function edit(start: number, end: number, newText: string): OffsetEdit {
  return { start, end, newText };
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

function serialise(value: unknown, language: FixLanguage, indent: string): string {
  if (language === 'json') return JSON.stringify(value);
  if (value === undefined) return '""';
  const out = stringify(value, { lineWidth: 0 }).trimEnd();
  if (typeof value === 'object' && value !== null && Object.keys(value).length > 0)
    return (
      '\n' +
      out
        .split('\n')
        .map((l) => indent + '  ' + l)
        .join('\n')
    );
  return out;
}

function isFlow(node: unknown): boolean {
  return (node as { flow?: boolean } | null)?.flow === true;
}

/** Edits that apply a fix to a document of `text`, or undefined when the text does not allow it. */
export function fixEdits(
  text: string,
  doc: Document.Parsed,
  prefix: readonly Step[],
  fix: Fix,
  language: FixLanguage,
): OffsetEdit[] | undefined {
  const path = [...prefix, ...plainPath(fix.path)];
  const parentPath = path.slice(0, -1);
  const last = path[path.length - 1];
  if (last === undefined) return undefined;
  const parent = nodeAt(doc, parentPath);
  const target = nodeAt(doc, path) as Node | undefined;

  if (fix.action === 'set' && target?.range) {
    const indent = ' '.repeat(target.range[0] - lineStart(text, target.range[0]));
    return [edit(target.range[0], target.range[1], serialise(fix.value, language, indent))];
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
      return [edit(start, end, '')];
    }
    const start = lineStart(text, key.range[0]);
    const lead = text.slice(start, key.range[0]);
    if (/^\s*$/.test(lead)) return [edit(start, lineEndAfter(text, Math.max(valueEnd - 1, key.range[0])), '')];
    // The key follows `- ` on its line: pull the next line's content up to its place.
    const nextLine = lineEndAfter(text, Math.max(valueEnd - 1, key.range[0]));
    const nextContent = nextLine + (text.slice(nextLine).match(/^[ \t]*/)?.[0].length ?? 0);
    if (parent.items.length <= 1) return [edit(key.range[0], Math.max(valueEnd, key.range[1]), '{}')];
    return [edit(key.range[0], nextContent, '')];
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
      if (lastEnd !== undefined) return [edit(lastEnd, lastEnd, `, ${rendered}`)];
      const open = holder.range ? holder.range[0] + 1 : undefined;
      return open === undefined ? undefined : [edit(open, open, rendered)];
    }
    const firstKey = items[0]?.key as Node | undefined;
    if (!firstKey?.range || lastEnd === undefined) return undefined;
    const column = firstKey.range[0] - lineStart(text, firstKey.range[0]);
    const indent = ' '.repeat(column);
    const at = lineEndAfter(text, Math.max(lastEnd - 1, firstKey.range[0]));
    const needsNewline = at === text.length && !text.endsWith('\n');
    const rendered = serialise(value, 'yaml', indent);
    return [edit(at, at, `${needsNewline ? '\n' : ''}${indent}${name}:${rendered.startsWith('\n') ? '' : ' '}${rendered}\n`)];
  }
  return undefined;
}

/** For a resource inside a List document, the `items[i]` prefix of a finding at `offset`. */
export function itemPrefix(doc: ParsedDocument, offset: number | undefined): Step[] {
  const value = doc.value as JsonObject | undefined;
  if (!value || typeof value.kind !== 'string' || !value.kind.endsWith('List') || !Array.isArray(value.items) || offset === undefined)
    return [];
  const items = nodeAt(doc.ast, ['items']);
  if (!isSeq(items)) return [];
  const index = items.items.findIndex((item) => {
    const r = (item as Node | null)?.range;
    return !!r && offset >= r[0] && offset <= r[1];
  });
  return index < 0 ? [] : ['items', index];
}

/** The text with the edits applied; they must not overlap. */
export function applyEdits(text: string, edits: readonly OffsetEdit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  return out;
}

export interface FixResult {
  /** The text with every fix that could be applied. */
  text: string;
  /** The findings whose fixes were applied, over all passes. */
  fixed: Diagnostic[];
  /** The lint result of the final text. */
  result: LintResult;
}

/** Passes at most: a fix may reveal another finding with a fix (ESLint stops at 10 too). */
const MAX_FIX_PASSES = 10;

/**
 * Applies the fixes of every finding of `text`, pass after pass, until a pass applies
 * none. Within a pass, a fix whose edits overlap an earlier fix's waits for the next
 * pass; a document with syntax errors is left alone. The result is the lint of the
 * final text, as `lintText` gives it.
 */
export function applyFixes(engine: Engine, text: string, options: LintOptions = {}, language: FixLanguage = 'yaml'): FixResult {
  let current = text;
  const fixed: Diagnostic[] = [];
  let result = lintText(engine, current, options);
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const fixable = result.diagnostics.filter((d) => d.fix && d.documentIndex !== undefined);
    if (fixable.length === 0) break;
    const parsed = parseText(current);
    const accepted: OffsetEdit[] = [];
    const applied: Diagnostic[] = [];
    for (const d of fixable) {
      const doc = parsed.documents[d.documentIndex!];
      if (!doc || doc.hasErrors || doc.lenient) continue;
      const edits = fixEdits(current, doc.ast as Document.Parsed, itemPrefix(doc, d.offset?.[0]), d.fix!, language);
      if (!edits || edits.length === 0) continue;
      const overlaps = (e: OffsetEdit, a: OffsetEdit): boolean =>
        (e.start < a.end && a.start < e.end) || (e.start === e.end && e.start === a.start);
      if (edits.some((e) => accepted.some((a) => overlaps(e, a)))) continue;
      for (const e of edits) accepted.push(e);
      applied.push(d);
    }
    if (applied.length === 0) break;
    const next = applyEdits(current, accepted);
    if (next === current) break;
    current = next;
    for (const d of applied) fixed.push(d);
    result = lintText(engine, current, options);
  }
  return { text: current, fixed, result };
}
