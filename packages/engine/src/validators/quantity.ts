/**
 * Kubernetes `resource.Quantity` parsing: `<signed number><suffix>`, where the
 * suffix is a binary SI suffix (Ki … Ei), a decimal SI suffix (n u m k M G T P E) or
 * a decimal exponent (e3, E-2). The value is returned as a JS number, which is exact
 * enough for comparisons of sizes and counts.
 */

const QUANTITY = /^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$/;
const BINARY: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, Pi: 2 ** 50, Ei: 2 ** 60 };
const DECIMAL: Record<string, number> = { n: 1e-9, u: 1e-6, m: 1e-3, '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, E: 1e18 };

export interface ParsedQuantity {
  value: number;
  text: string;
}

export function parseQuantity(input: unknown): ParsedQuantity | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? { value: input, text: String(input) } : undefined;
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  if (text !== input || text.length === 0) return undefined;
  const match = QUANTITY.exec(text);
  if (!match) return undefined;
  const numberPart = match[1] ?? '';
  const suffix = match[2] ?? '';
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(numberPart)) return undefined;
  const base = Number(numberPart);
  let multiplier: number | undefined = BINARY[suffix] ?? DECIMAL[suffix];
  if (multiplier === undefined) {
    const exponent = /^[eE]([-+]?\d+)$/.exec(suffix);
    if (!exponent) return undefined;
    multiplier = 10 ** Number(exponent[1]);
  }
  return { value: base * multiplier, text };
}
