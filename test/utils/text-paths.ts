import { lintText, type LintOptions, type LintResult } from '@plumbline/core';

/**
 * The text pipeline as it runs (its js-yaml fast path where it vouches for a document) and with the `yaml` parser for
 * every document (`fullParse: true`): tests that pin a reading run both, which must agree.
 */
export const TEXT_PATHS: readonly (readonly [name: string, lint: (text: string, options?: LintOptions) => LintResult])[] = [
  ['lintText', lintText],
  ['lintText (full parse)', (text, options = {}) => lintText(text, { ...options, fullParse: true })],
];
