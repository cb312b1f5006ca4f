import type { JsonObject } from '@plumbline/engine';
import { legacyIp, stringList } from './_util.js';

/**
 * Whether `ValidateServiceClusterIPsRelatedFields` stops before its dual-stack checks: a
 * misplaced `None` or an entry that is not an IP. On update, entries already stored are
 * not checked again as IPs.
 */
export function clusterIPsHaveInvalidEntry(spec: JsonObject, oldSpec?: JsonObject): boolean {
  const ips = stringList(spec.clusterIPs);
  const stored = new Set(oldSpec ? stringList(oldSpec.clusterIPs) : []);
  return ips.some((ip, i) => {
    if (i === 0 && ip === 'None') return ips.length > 1;
    if (stored.has(ip)) return false;
    return legacyIp(ip) === undefined;
  });
}
