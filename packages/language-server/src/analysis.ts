import { parseText, type Diagnostic, type LintResult, type ParsedText } from '@plumbline/core';

/** A linted open document: its text, the pipeline's result, and the parse the handlers need, made on demand. */
export interface Analysis {
  uri: string;
  version: number;
  text: string;
  result: LintResult;
  /** Findings of the cross-resource rules for this document (set by the session). */
  crossResource?: Diagnostic[];
  /** Parsed text, built on demand (hover, code actions, symbols). */
  parsed(): ParsedText;
}

export function createAnalysis(uri: string, version: number, text: string, result: LintResult): Analysis {
  let parsed: ParsedText | undefined;
  return {
    uri,
    version,
    text,
    result,
    parsed: () => (parsed ??= parseText(text)),
  };
}
