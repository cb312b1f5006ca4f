/**
 * What the API server accepts as a CronJob schedule: `cron.ParseStandard` of robfig/cron v3, which
 * `validateScheduleFormat` calls. Five fields (minute, hour, day of month, month, day of week) or a
 * descriptor (`@hourly`, `@every 1h30m`, ...). Returns the parser's problem, or undefined when the
 * schedule parses. Written from the library's documented behaviour; the messages follow its wording.
 */

interface Bounds {
  name: string;
  min: number;
  max: number;
  names?: readonly string[];
}

const FIELDS: readonly Bounds[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] },
  { name: 'day of week', min: 0, max: 6, names: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] },
];

const DESCRIPTORS = new Set(['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly']);

/** Go's `time.ParseDuration`: an optional sign, then one or more decimal numbers with a unit; or "0". */
const GO_DURATION = /^[-+]?(?:0|(?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|\xb5s|\u03bcs|ms|s|m|h))+)$/;

/** `strconv.Atoi` followed by robfig's refusal of negative numbers. */
function parseInt10(text: string): number | string {
  if (!/^[-+]?\d+$/.test(text)) return `failed to parse int from ${text}`;
  const n = Number(text);
  if (n < 0) return `negative number (${n}) not allowed: ${text}`;
  return n;
}

function intOrName(text: string, bounds: Bounds): number | string {
  const index = bounds.names?.indexOf(text.toLowerCase()) ?? -1;
  // Month names start at 1, weekday names at 0.
  if (index >= 0) return index + bounds.min;
  return parseInt10(text);
}

function rangeProblem(part: string, bounds: Bounds): string | undefined {
  const rangeAndStep = part.split('/');
  const lowAndHigh = (rangeAndStep[0] as string).split('-');
  const star = lowAndHigh[0] === '*' || lowAndHigh[0] === '?';
  let start: number;
  let end: number;
  if (star) {
    start = bounds.min;
    end = bounds.max;
  } else {
    const low = intOrName(lowAndHigh[0] as string, bounds);
    if (typeof low === 'string') return low;
    start = low;
    if (lowAndHigh.length === 1) {
      end = start;
    } else if (lowAndHigh.length === 2) {
      const high = intOrName(lowAndHigh[1] as string, bounds);
      if (typeof high === 'string') return high;
      end = high;
    } else {
      return `too many hyphens: ${part}`;
    }
  }
  let step = 1;
  if (rangeAndStep.length === 2) {
    const parsed = parseInt10(rangeAndStep[1] as string);
    if (typeof parsed === 'string') return parsed;
    step = parsed;
    // "N/step" means "N-max/step".
    if (!star && lowAndHigh.length === 1) end = bounds.max;
  } else if (rangeAndStep.length > 2) {
    return `too many slashes: ${part}`;
  }
  if (start < bounds.min) return `beginning of range (${start}) below minimum (${bounds.min}): ${part}`;
  if (end > bounds.max) return `end of range (${end}) above maximum (${bounds.max}): ${part}`;
  if (start > end) return `beginning of range (${start}) beyond end of range (${end}): ${part}`;
  if (step === 0) return `step of range should be a positive number: ${part}`;
  return undefined;
}

export function cronScheduleProblem(schedule: string): string | undefined {
  let spec = schedule;
  if (spec.length === 0) return 'empty spec string';
  // A time zone prefix is parsed away by the library; the server refuses "TZ" in a schedule separately.
  const tz = /^(?:CRON_)?TZ=\S*\s*/.exec(spec);
  if (tz) spec = spec.slice(tz[0].length);
  if (spec.startsWith('@')) {
    if (DESCRIPTORS.has(spec)) return undefined;
    if (spec.startsWith('@every ')) {
      const duration = spec.slice('@every '.length);
      return GO_DURATION.test(duration) ? undefined : `failed to parse duration ${spec}`;
    }
    return `unrecognized descriptor: ${spec}`;
  }
  const fields = spec.split(/\s+/).filter((f) => f !== '');
  if (fields.length !== 5) return `expected exactly 5 fields, found ${fields.length}: [${fields.join(' ')}]`;
  for (let i = 0; i < 5; i++) {
    for (const part of (fields[i] as string).split(',')) {
      const problem = rangeProblem(part, FIELDS[i] as Bounds);
      if (problem !== undefined) return `${problem} (${(FIELDS[i] as Bounds).name})`;
    }
  }
  return undefined;
}
