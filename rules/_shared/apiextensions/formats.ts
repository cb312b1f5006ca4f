import { dns1123Label, dns1123Subdomain, parseCidr, parseIp } from '@plumbline/engine';
import { RE2JS } from 're2js';

/**
 * The string formats the v1.34 API server checks in custom resources (kube-openapi's
 * `strfmt.Default` registry, restricted to apiextensions' `supportedVersionedFormats`), by
 * their normalised names (dashes removed). Where the server's check is a regular expression
 * it is used as written, with RE2 semantics; where it is a Go parser (`net/mail`, `net/url`)
 * the check below accepts at least what the parser accepts, so that Plumbline never refuses
 * what the server takes (docs/custom-resources.md lists which is which).
 */
const re = (source: string): ((value: string) => boolean) => {
  // Compiled on first use: RE2JS compiles slowly (35 ms for these at start-up, a third of a cold
  // `plumbline lint`), and most runs check no custom resource with a format.
  let compiled: RE2JS | undefined;
  return (value) => (compiled ??= RE2JS.compile(source)).matcher(value).find();
};

// strfmt.HostnamePattern, then the length checks of IsHostname.
const hostnamePattern = re(
  '^([a-zA-Z0-9\\p{S}\\p{L}]((-?[a-zA-Z0-9\\p{S}\\p{L}]{0,62})?)|([a-zA-Z0-9\\p{S}\\p{L}](([a-zA-Z0-9-\\p{S}\\p{L}]{0,61}' +
    '[a-zA-Z0-9\\p{S}\\p{L}])?)(\\.)){1,}([a-zA-Z\\p{L}]){2,63})$',
);
const uuid = re('(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$');
const uuid3 = re('(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$');
const uuid4 = re('(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$');
const uuid5 = re('(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$');
// govalidator's expressions.
const base64 = re('^(?:[A-Za-z0-9+\\/]{4})*(?:[A-Za-z0-9+\\/]{2}==|[A-Za-z0-9+\\/]{3}=|[A-Za-z0-9+\\/]{4})$');
const ssn = re('^\\d{3}[- ]?\\d{2}[- ]?\\d{4}$');
const hexColor = re('^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$');
const octet = '\\s*(0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])\\s*';
const rgbColor = re(`^rgb\\(${octet},${octet},${octet}\\)$`);
const creditCard = re(
  '^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|(222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720)[0-9]{12}|' +
    '6(?:011|5[0-9][0-9])[0-9]{12}|3[47][0-9]{13}|3(?:0[0-5]|[68][0-9])[0-9]{11}|(?:2131|1800|35\\d{3})\\d{11}|6[27][0-9]{14})$',
);
// net.ParseMAC: 6, 8 or 20 octets, colon or dash separated, or dotted groups of four hex digits.
const mac = re(
  '^(([0-9a-fA-F]{2}[:]){5}|([0-9a-fA-F]{2}[:]){7}|([0-9a-fA-F]{2}[:]){19})[0-9a-fA-F]{2}$|' +
    '^(([0-9a-fA-F]{2}-){5}|([0-9a-fA-F]{2}-){7}|([0-9a-fA-F]{2}-){19})[0-9a-fA-F]{2}$|' +
    '^(([0-9a-fA-F]{4}\\.){2}|([0-9a-fA-F]{4}\\.){3}|([0-9a-fA-F]{4}\\.){9})[0-9a-fA-F]{4}$',
);
// strfmt.ParseDateTime layouts (RFC 3339 with or without fraction, or local time); Go's time.Parse accepts a fraction after seconds.
const dateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;
const fullDate = /^(\d{4})-(\d{2})-(\d{2})$/;
// time.ParseDuration, or strfmt's "<number> <unit>" form.
const goDuration = /^[-+]?(0|((\d+(\.\d*)?|\.\d+)(ns|us|\xb5s|\u03bcs|ms|s|m|h))+)$/;
const unitDuration =
  /^(\d+)\s*(ns|nano|nanos?|us|\xb5s|micro|micros?|ms|milli|millis?|s|sec|secs?|m|min|mins?|h|hr|hour|hours|d|day|days|w|wk|week|weeks)$/i;

function validDate(year: string, month: string, day: string): boolean {
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1) return false;
  const y = Number(year);
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= days[m - 1]!;
}

function isDateTime(value: string): boolean {
  const m = dateTime.exec(value);
  if (!m) return false;
  return validDate(m[1]!, m[2]!, m[3]!) && Number(m[4]) <= 23 && Number(m[5]) <= 59 && Number(m[6]) <= 59;
}

function isIsbn10(value: string): boolean {
  const s = value.replace(/[\s-]/g, '');
  if (!/^\d{9}[\dX]$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (i + 1) * Number(s[i]);
  sum += s[9] === 'X' ? 100 : 10 * Number(s[9]);
  return sum % 11 === 0;
}

function isIsbn13(value: string): boolean {
  const s = value.replace(/[\s-]/g, '');
  if (!/^\d{13}$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(s[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(s[12]);
}

function isCreditCard(value: string): boolean {
  const digits = value.replace(/[^0-9]+/g, '');
  if (!creditCard(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * `net/url.ParseRequestURI`: an absolute URI (a scheme) or an absolute path, without
 * control characters or spaces. Its finer checks (hosts, escapes) are not repeated: a value
 * refused here is refused there too, not always the other way round.
 */
function isRequestUri(value: string): boolean {
  if (/[\u0000-\u0020\u007f]/.test(value)) return false;
  return value.startsWith('/') || /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(value);
}

/** `net/mail.ParseAddress`, loosely: an address `local@domain`, possibly inside `Name <…>`. */
function isEmail(value: string): boolean {
  const angle = /<([^<>]*)>\s*$/.exec(value);
  const address = (angle ? angle[1]! : value).trim();
  return /^[^@\s]+@[^@\s]+$/.test(address);
}

export const FORMAT_CHECKS: Readonly<Record<string, (value: string) => boolean>> = {
  bsonobjectid: (v) => /^[0-9a-fA-F]{24}$/.test(v),
  uri: isRequestUri,
  email: isEmail,
  hostname: (v) => hostnamePattern(v) && v.length <= 255 && v.split('.').every((p) => p.length <= 63),
  ipv4: (v) => parseIp(v) !== undefined && v.includes('.'),
  ipv6: (v) => parseIp(v) !== undefined && v.includes(':'),
  cidr: (v) => parseCidr(v) !== undefined,
  mac,
  uuid,
  uuid3,
  uuid4,
  uuid5,
  isbn: (v) => isIsbn10(v) || isIsbn13(v),
  isbn10: isIsbn10,
  isbn13: isIsbn13,
  creditcard: isCreditCard,
  ssn,
  hexcolor: hexColor,
  rgbcolor: rgbColor,
  byte: base64,
  password: () => true,
  date: (v) => {
    const m = fullDate.exec(v);
    return m !== null && validDate(m[1]!, m[2]!, m[3]!);
  },
  duration: (v) => goDuration.test(v) || unitDuration.test(v),
  datetime: isDateTime,
  k8sshortname: (v) => dns1123Label(v).length === 0,
  k8slongname: (v) => dns1123Subdomain(v).length === 0,
};

/** The name the server prints for a normalised format (`datetime` → `date-time`). */
export function formatName(normalised: string): string {
  return normalised === 'datetime'
    ? 'date-time'
    : normalised === 'k8sshortname'
      ? 'k8s-short-name'
      : normalised === 'k8slongname'
        ? 'k8s-long-name'
        : normalised;
}
