import { type FieldPath, type JsonObject, type ParsedIp, parseIp, type PathSegment, type RuleContext } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';
import { clusterIPsDerived } from './kind.js';

/** Readers shared by the Service rules. Every rule sees the object after defaulting and preparation. */

export function svcSpec(ctx: RuleContext): JsonObject {
  return obj(ctx.object.spec);
}

export interface PortEntry {
  port: JsonObject;
  index: number;
  path: PathSegment[];
}

const portsCache = new WeakMap<unknown[], readonly PortEntry[]>();

/**
 * The object ports of a spec with their paths. Many rules ask for them on the same
 * object, so the list is built once per ports array (entries are read-only).
 */
export function servicePorts(spec: JsonObject): readonly PortEntry[] {
  if (!Array.isArray(spec.ports)) return [];
  const ports = spec.ports as unknown[];
  let entries = portsCache.get(ports);
  if (!entries) {
    entries = ports.flatMap((port, index) => (isObject(port) ? [{ port, index, path: ['spec', 'ports', index] as PathSegment[] }] : []));
    portsCache.set(ports, entries);
  }
  return entries;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Where a finding about `spec.clusterIPs` points in the text: at `spec.clusterIP` when the
 * server filled `clusterIPs` from `clusterIP` (the manifest does not write `clusterIPs`).
 */
export function clusterIPsAt(ctx: RuleContext): { at?: FieldPath } {
  if (!clusterIPsDerived(ctx)) return {};
  return { at: ['spec', 'clusterIP'] };
}

/** `IsValidIPForLegacyField` (StrictIPCIDRValidation off in v1.34): dotted decimal (leading zeros tolerated) or IPv6. */
export function legacyIp(value: string): ParsedIp | undefined {
  return parseIp(value);
}

export const IP_EXAMPLE = 'an IP address such as 10.9.8.7 or 2001:db8::ffff';

/** The form the server's warnings suggest for an IP: dotted decimal for IPv4 (also IPv4-mapped IPv6), RFC 5952 for IPv6. */
export function preferredIp(ip: ParsedIp): string {
  const address = ip.address as { isIPv4MappedAddress?: () => boolean; toIPv4Address?: () => { toString(): string } };
  if (typeof address.isIPv4MappedAddress === 'function' && address.isIPv4MappedAddress() && address.toIPv4Address)
    return address.toIPv4Address().toString();
  return ip.canonical;
}
