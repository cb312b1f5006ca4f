import type { SetResource, SetRuleContext } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { indexOf } from '../_shared/set-helpers.js';

/** An EndpointSlice of the set and the Services of the set it belongs to. */
export interface SliceOfService {
  slice: SetResource;
  /** The name its `<vendor_domain>/service-name` label gives. */
  serviceName: string;
  /** Services of that name in the slice's namespace (or with no namespace), never empty. */
  services: SetResource[];
}

/**
 * The EndpointSlices whose `<vendor_domain>/service-name` label names a Service of the
 * set (kept by `keep`), for the reference rules that compare a slice with its Service.
 */
export function slicesWithServices(ctx: SetRuleContext, keep: (service: SetResource) => boolean = () => true): SliceOfService[] {
  const index = indexOf(ctx.ofKind('Service', ''));
  if (index.size === 0) return [];
  const label = ctx.vendor('service-name');
  const out: SliceOfService[] = [];
  // The index answers with one list per name and namespace: keep one filtered list per answer too.
  const kept = new Map<readonly SetResource[], SetResource[]>();
  for (const slice of ctx.ofKind('EndpointSlice', ctx.group('discovery'))) {
    const serviceName = obj(obj(slice.object.metadata).labels)[label];
    if (typeof serviceName !== 'string') continue;
    const named = index.named(serviceName, slice);
    let services = kept.get(named);
    if (!services) {
      services = named.filter(keep);
      kept.set(named, services);
    }
    if (services.length > 0) out.push({ slice, serviceName, services });
  }
  return out;
}
