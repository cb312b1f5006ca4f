import type { JsonObject, PathSegment, RuleContext } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';
import { typeOf } from './kind.js';

export interface IngressEntry {
  point: JsonObject;
  index: number;
  path: PathSegment[];
}

/** `status.loadBalancer.ingress[]` entries of the object being validated. */
export function ingressPoints(ctx: RuleContext): IngressEntry[] {
  const ingress = obj(obj(ctx.object.status).loadBalancer).ingress;
  if (!Array.isArray(ingress)) return [];
  return ingress.flatMap((point, index) =>
    isObject(point) ? [{ point, index, path: ['status', 'loadBalancer', 'ingress', index] as PathSegment[] }] : [],
  );
}

/** Whether the server checks the ingress entries: always for LoadBalancer, for others only with AllowServiceLBStatusOnNonLB. */
export function ingressChecked(ctx: RuleContext): boolean {
  return typeOf(obj(ctx.object.spec)) === 'LoadBalancer' || ctx.gate('AllowServiceLBStatusOnNonLB');
}
