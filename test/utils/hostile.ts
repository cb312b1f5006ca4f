/** Generators of hostile manifests, shared by the rule tests and the attack suite (test/attack). */

/** A "billion laughs" document: each level repeats the previous one nine times (9^levels leaves). */
export function aliasBomb(levels: number): string {
  const lines = ['a0: &a0 [l,l,l,l,l,l,l,l,l]'];
  for (let i = 1; i < levels; i++) lines.push(`a${i}: &a${i} [${Array(9).fill(`*a${i - 1}`).join(',')}]`);
  return `${lines.join('\n')}\n`;
}

/** JSON nested `levels` objects deep: {"a":{"a":…1…}}. */
export function deepJson(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** Block YAML nested `levels` mappings deep, under `key` of a document that starts with `head`. */
export function deepBlock(levels: number, head = '', key = 'x'): string {
  let text = `${head}${key}:\n`;
  for (let i = 1; i < levels; i++) text += `${' '.repeat(i)}a:\n`;
  return `${text}${' '.repeat(levels)}b: 1\n`;
}
