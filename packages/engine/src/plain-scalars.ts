/**
 * Plain scalars that YAML readers disagree on: the fast path's screen (screen.ts) and quick
 * reader (quick-read.ts) leave them to the full parser.
 */

const YAML11_BOOLEAN = /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/;
const NEGATIVE_ZERO = /^-(?:0+(?:\.0*)?|\.0+)$/;
const SPECIAL_FLOAT = /^[-+]?\.(?:inf|Inf|INF|nan|NaN|NAN)\b/;
const DIGIT_UNDERSCORE_DIGIT = /\d_\d/;

/**
 * A plain scalar that js-yaml's core schema may read differently from the `yaml`
 * package and kubectl, or that the full parser warns about: leading-zero and
 * `0x`/`0o`/`0b` numbers (YAML 1.1 octal), `-0`, `.inf`/`.nan`, `_` between digits,
 * YAML 1.1 booleans, and the merge key `<<`. Quoted scalars are strings for every
 * reader, so only plain scalars are screened.
 */
export function isHazardousPlainScalar(scalar: string): boolean {
  const first = scalar.charCodeAt(0);
  const signed = first === 0x2b /* + */ || first === 0x2d; /* - */
  const lead = signed ? scalar.charCodeAt(1) : first;
  if (lead === 0x30 /* 0 */) {
    const next = scalar.charCodeAt(signed ? 2 : 1);
    // 0-9, x, X, o, O, b, B, _
    if (
      (next >= 0x30 && next <= 0x39) ||
      next === 0x78 ||
      next === 0x58 ||
      next === 0x6f ||
      next === 0x4f ||
      next === 0x62 ||
      next === 0x42 ||
      next === 0x5f
    )
      return true;
  }
  if (first === 0x2d && NEGATIVE_ZERO.test(scalar)) return true;
  if (lead === 0x2e /* . */ && SPECIAL_FLOAT.test(scalar)) return true;
  if (scalar.length <= 3 && YAML11_BOOLEAN.test(scalar)) return true;
  if (scalar === '<<') return true;
  return scalar.includes('_') && DIGIT_UNDERSCORE_DIGIT.test(scalar);
}
