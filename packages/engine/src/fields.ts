/**
 * Sets `key` of a plain object whose keys come from a manifest. There `__proto__` is a key like any other: assigned,
 * it would set the object's prototype instead; defined, it is a field, as JSON.parse and the YAML readers make it.
 */
export function setField(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
