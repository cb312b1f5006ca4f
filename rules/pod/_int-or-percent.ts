import { formatPath, type PathSegment, type RuleContext } from '@plumbline/engine';

/**
 * The int-or-percent fields of rolling updates (`maxSurge`, `maxUnavailable`) as the apps
 * validation reads them. Rules using `checkIntOrPercent` define the messages `negative` and `percent`.
 */

/** `IsValidPercent`: digits followed by '%'. */
export const PERCENT = /^[0-9]+%$/;

/**
 * The number the server compares with 0 (`getIntOrPercentValue`): the integer, the percentage, or
 * for any other string what Go's `strconv.Atoi` makes of it (0 when it is not a plain integer).
 */
export function intOrPercentAmount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return 0;
  const digits = PERCENT.test(value) ? value.slice(0, -1) : value;
  return /^[+-]?[0-9]+$/.test(digits) ? Number(digits) : 0;
}

/** `IsNotMoreThan100Percent`: only a well-formed percentage above 100 fails. */
export function overHundredPercent(value: unknown): value is string {
  return typeof value === 'string' && PERCENT.test(value) && Number(value.slice(0, -1)) > 100;
}

/** `ValidatePositiveIntOrPercent`: an integer of 0 or more, or a percentage string. */
export function checkIntOrPercent(ctx: RuleContext, value: unknown, path: PathSegment[]): void {
  if (typeof value === 'number' && value < 0) {
    ctx.report({ messageId: 'negative', path, data: { path: formatPath(path), value } });
  } else if (typeof value === 'string' && !PERCENT.test(value)) {
    ctx.report({ messageId: 'percent', path, data: { path: formatPath(path), value } });
  }
}
