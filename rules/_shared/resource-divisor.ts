import { canonicalUnit, exactQuantity } from './exact-quantity.js';

/**
 * `validateContainerResourceDivisor` (Kubernetes v1.34 core validation), shared by the env `resourceFieldRef` rule and
 * the downward API volume rule: the divisor of a resource field, in its canonical text, is one of a fixed set per
 * resource. An unset or zero divisor is not checked; a malformed one is refused while decoding.
 */

const CPU = new Set(['1m', '1']);
const BYTES = new Set(['1', '1k', '1M', '1G', '1T', '1P', '1E', '1Ki', '1Mi', '1Gi', '1Ti', '1Pi', '1Ei']);
const BYTES_TEXT = '1, 1k, 1M, 1G, 1T, 1P, 1E, 1Ki, 1Mi, 1Gi, 1Ti, 1Pi, 1Ei';

/** The resource word the server's message uses and the allowed divisors, for the resources it checks. */
function divisorRule(resource: string): { allowed: Set<string>; detail: string } | undefined {
  switch (resource) {
    case 'limits.cpu':
    case 'requests.cpu':
      return { allowed: CPU, detail: "only divisor's values 1m and 1 are supported with the cpu resource" };
    case 'limits.memory':
    case 'requests.memory':
      return { allowed: BYTES, detail: `only divisor's values ${BYTES_TEXT} are supported with the memory resource` };
    case 'limits.ephemeral-storage':
    case 'requests.ephemeral-storage':
      return { allowed: BYTES, detail: `only divisor's values ${BYTES_TEXT} are supported with the local ephemeral storage resource` };
  }
  if (resource.startsWith('requests.hugepages-') || resource.startsWith('limits.hugepages-')) {
    return { allowed: BYTES, detail: `only divisor's values ${BYTES_TEXT} are supported with the hugepages resource` };
  }
  return undefined;
}

/** The server's detail when `divisor` is refused for `resource`, else undefined. */
export function divisorProblem(resource: string, divisor: unknown): string | undefined {
  if (divisor === undefined || divisor === null) return undefined;
  const rule = divisorRule(resource);
  if (!rule) return undefined;
  const q = exactQuantity(divisor);
  if (!q) return undefined;
  const unit = canonicalUnit(q);
  if (unit === '0' || (unit !== undefined && rule.allowed.has(unit))) return undefined;
  return rule.detail;
}
