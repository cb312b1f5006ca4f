import { createRule, parseIp, type JsonObject } from '@plumbline/engine';
import { arr, isObject, pathText } from '../_shared/helpers.js';
import { eachEndpoint } from './_endpoints.js';

/** The text two spellings of one address share: the canonical IP, or the lower-cased name. */
function addressKey(address: string, addressType: unknown): string {
  if (addressType === 'IPv4' || addressType === 'IPv6') return parseIp(address)?.canonical ?? address;
  return addressType === 'FQDN' ? address.toLowerCase() : address;
}

/** A JSON text of a value with object keys sorted, so that key order does not matter. */
function stableText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableText).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableText(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export default createRule({
  id: 'endpoint-slice/endpoint-duplicate',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'warning',
    reason: 'FieldValueDuplicate',
    messages: {
      address: '`{{path}}` is "{{value}}", already listed as `{{first}}`; `addresses` is a set, so each address appears once per endpoint.',
      endpoint: '`{{path}}` repeats `{{first}}` exactly; the endpoints of a slice must be unique.',
    },
    docs: {
      description: 'Disallow repeated addresses in an EndpointSlice endpoint and repeated endpoints in a slice',
      spec: [
        { doc: 'part1', section: 'EndpointSlice', field: 'endpoints' },
        { doc: 'part1', section: 'EndpointSlice', field: 'addresses' },
      ],
      details:
        'The specification lists the `endpoints` of a slice as unique endpoints and makes the `addresses` of an endpoint a set (unique ' +
        'values). The v1.34 server checks neither: it stores a repeated address or a repeated endpoint as written. A consumer that ' +
        'reads the slice as a plain list may then count one backend twice, and a repeated endpoint usually points at a generator bug; ' +
        "Plumbline keeps the server's verdict and warns.\n\n" +
        'Addresses are compared the way consumers read them: IPs in IPv4 and IPv6 slices by their canonical form (`10.0.0.1` and ' +
        '`10.0.0.01`, or `2001:db8::5` and `2001:0db8::5`, are one address), names in FQDN slices without regard to case. Two ' +
        'endpoints are the same when every field is equal (addresses, conditions, hostname, nodeName, zone, hints, targetRef); ' +
        "endpoints that share an address but differ elsewhere, such as two host-network Pods of one node with the node's IP, are left " +
        'alone, because the slice controller writes such slices itself.',
    },
  },
  check(ctx) {
    const addressType = ctx.object.addressType;
    const byFirstAddress = new Map<string, { index: number; endpoint: JsonObject; key?: string }[]>();
    eachEndpoint(ctx, (endpoint, base, index) => {
      const addresses = arr(endpoint.addresses);
      if (addresses.length <= 100) {
        const seen = new Map<string, number>();
        addresses.forEach((address, i) => {
          if (typeof address !== 'string') return;
          const key = addressKey(address, addressType);
          const first = seen.get(key);
          if (first === undefined) {
            seen.set(key, i);
            return;
          }
          const path = [...base, 'addresses', i];
          ctx.report({
            messageId: 'address',
            path,
            data: { path: pathText(path), value: address, first: pathText([...base, 'addresses', first]) },
          });
        });
      }
      // Equal endpoints have equal first addresses: the whole text of an endpoint is built only
      // when an earlier endpoint shares its first address (rare), not for every endpoint.
      const first0 = addresses[0];
      const quick = typeof first0 === 'string' ? first0 : '';
      const earlier = byFirstAddress.get(quick);
      if (!earlier) {
        byFirstAddress.set(quick, [{ index, endpoint }]);
        return;
      }
      const key = stableText(endpoint);
      let first: number | undefined;
      for (const e of earlier) {
        e.key ??= stableText(e.endpoint);
        if (e.key === key) {
          first = e.index;
          break;
        }
      }
      earlier.push({ index, endpoint, key });
      if (first !== undefined)
        ctx.report({ messageId: 'endpoint', path: base, data: { path: pathText(base), first: pathText(['endpoints', first]) } });
    });
  },
});
