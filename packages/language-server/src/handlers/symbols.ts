import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver';
import type { Node } from 'yaml';
import type { Analysis } from '../analysis.js';

/** Document symbols: one per resource, `Kind/name`, spanning its document (or List item). */

function positionOf(lineStarts: readonly number[], offset: number): { line: number; character: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lineStarts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low, character: offset - (lineStarts[low] ?? 0) };
}

export function documentSymbols(analysis: Analysis): DocumentSymbol[] {
  const parsed = analysis.parsed();
  const lineStarts = parsed.lineCounter.lineStarts;
  return analysis.result.resources.map((resource) => {
    const doc = parsed.documents[resource.documentIndex];
    let span: readonly [number, number] | undefined = doc?.offset;
    if (doc && resource.itemIndex !== undefined) {
      const r = (doc.ast.getIn(['items', resource.itemIndex], true) as Node | undefined)?.range;
      if (r) span = [r[0], r[1]];
    }
    const selection = resource.range;
    let range = span ? { start: positionOf(lineStarts, span[0]), end: positionOf(lineStarts, span[1]) } : selection;
    // The selection range must lie inside the range.
    if (range.start.line > selection.start.line || range.end.line < selection.end.line)
      range = { start: selection.start, end: range.end.line < selection.end.line ? selection.end : range.end };
    const symbol: DocumentSymbol = {
      name: `${resource.kind ?? '?'}/${resource.name ?? '(no name)'}`,
      kind: SymbolKind.Class,
      range,
      selectionRange: selection,
    };
    const detail = [resource.apiVersion, resource.namespace ? `namespace ${resource.namespace}` : undefined].filter(Boolean).join(', ');
    if (detail) symbol.detail = detail;
    return symbol;
  });
}
