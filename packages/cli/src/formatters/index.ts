import { compact } from './compact.js';
import { github } from './github.js';
import { json } from './json.js';
import { junit } from './junit.js';
import { sarif } from './sarif.js';
import { stylish } from './stylish.js';
import type { Formatter } from './types.js';

/** Output formats by name; `--format` picks one or more. */
export const formatters: Readonly<Record<string, Formatter>> = {
  stylish,
  compact,
  json,
  sarif,
  junit,
  github,
};

/**
 * The formats that print the source line a finding starts on (`FileResult.sourceLines`). The lint keeps those lines
 * only when a chosen format is one of these; `test/cli/source-lines.test.ts` holds the others to ignoring them.
 */
export const SOURCE_LINE_FORMATS: ReadonlySet<string> = new Set(['stylish', 'sarif']);

export function getFormatter(name: string): Formatter {
  const formatter = formatters[name];
  if (!formatter) {
    throw new UsageError(`unknown format '${name}'; valid formats: ${Object.keys(formatters).join(', ')}`);
  }
  return formatter;
}

/** A problem with the command line: exit code 2. */
export class UsageError extends Error {}
