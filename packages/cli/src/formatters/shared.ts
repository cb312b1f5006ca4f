import type { FileResult, ReportedDiagnostic, ResourceInfo } from './types.js';

/** 1-based start and end of a diagnostic (end column exclusive, as SARIF and the GitHub format expect). */
export function position(d: ReportedDiagnostic): { line: number; column: number; endLine: number; endColumn: number } {
  const r = d.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  return { line: r.start.line + 1, column: r.start.character + 1, endLine: r.end.line + 1, endColumn: r.end.character + 1 };
}

/** The resource a diagnostic belongs to: the last resource of its document that starts at or before it. */
export function resourceOf(result: FileResult, d: ReportedDiagnostic): ResourceInfo | undefined {
  const line = d.range?.start.line ?? -1;
  let found: ResourceInfo | undefined;
  for (const r of result.resources) {
    if (d.documentIndex !== undefined && r.documentIndex !== d.documentIndex) continue;
    if (r.line <= line) found = r;
  }
  return found;
}

export function describeResource(r: ResourceInfo): string {
  const name = r.name ?? '(no name)';
  return `${r.kind ?? '(no kind)'} ${r.namespace ? `${r.namespace}/` : ''}${name}`;
}

export function toPosix(p: string): string {
  return p.split('\\').join('/');
}

/** The file a diagnostic's document was rendered from (Helm's `# Source:`, a Kustomize resource file), if known. */
export function sourceOf(result: FileResult, d: ReportedDiagnostic): string | undefined {
  return d.documentIndex !== undefined ? result.sources?.[d.documentIndex] : undefined;
}

/**
 * Control characters (C0 and C1, DEL), bidirectional overrides and isolates, and line
 * and paragraph separators, written as escapes. Messages, file names and source lines
 * come from the manifests and the file system: raw, an ESC or OSC sequence would drive
 * the terminal, U+202E would reorder what a reader sees, and a key holding a line break
 * would print a line that CI problem matchers read as a finding of its own.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function escapeControl(text: string): string {
  UNSAFE.lastIndex = 0;
  if (!UNSAFE.test(text)) return text;
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    return NAMED[c] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
  });
}
