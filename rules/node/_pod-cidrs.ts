import type { FieldPath, JsonObject } from '@plumbline/engine';
import { arr, obj, str } from '../_shared/helpers.js';

export interface EffectiveCidr {
  value: string;
  /** Where the value is written in the manifest. */
  at: FieldPath;
}

/**
 * The pod CIDR list the server validates. Its internal Node has only `podCIDRs`: when
 * `podCIDR` is set and `podCIDRs` is empty, or their first entries differ, the list
 * becomes `[podCIDR]` (the singular field wins, for older clients).
 */
export function effectivePodCidrs(node: JsonObject | undefined): EffectiveCidr[] {
  const spec = obj(node?.spec);
  const single = str(spec.podCIDR) ?? '';
  const list = arr(spec.podCIDRs).map((v) => (typeof v === 'string' ? v : ''));
  if (single !== '' && (list.length === 0 || list[0] !== single)) return [{ value: single, at: ['spec', 'podCIDR'] }];
  return list.map((value, i) => ({ value, at: ['spec', 'podCIDRs', i] }));
}
