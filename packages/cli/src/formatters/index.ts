import { stylish } from './stylish.js';
import type { Formatter } from './types.js';

/** Output formats by name; `--format` picks one. */
export const formatters: Readonly<Record<string, Formatter>> = {
  stylish,
};

export function getFormatter(name: string): Formatter {
  const formatter = formatters[name];
  if (!formatter) {
    throw new UsageError(`unknown format '${name}'; valid formats: ${Object.keys(formatters).join(', ')}`);
  }
  return formatter;
}

export class UsageError extends Error {}
