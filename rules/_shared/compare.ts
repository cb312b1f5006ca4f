/**
 * Structural equality of decoded JSON values, as Go's `reflect.DeepEqual` sees the
 * decoded structs: `null` and an absent field are both the zero value; an empty map
 * and an absent map differ (`semantic` = true treats them as equal, as the API
 * server's `apiequality.Semantic.DeepEqual` does).
 */
export function deepEqual(a: unknown, b: unknown, semantic = false): boolean {
  const norm = (v: unknown): unknown => {
    if (v === null) return undefined;
    if (semantic && typeof v === 'object' && v !== undefined && Object.keys(v as object).length === 0) return undefined;
    return v;
  };
  const x = norm(a);
  const y = norm(b);
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === undefined || y === undefined) return false;
  if (Array.isArray(x) !== Array.isArray(y)) return false;
  if (Array.isArray(x) && Array.isArray(y)) {
    return x.length === y.length && x.every((item, i) => deepEqual(item, y[i], semantic));
  }
  const xo = x as Record<string, unknown>;
  const yo = y as Record<string, unknown>;
  const keys = new Set([...Object.keys(xo), ...Object.keys(yo)]);
  for (const k of keys) if (!deepEqual(xo[k], yo[k], semantic)) return false;
  return true;
}
