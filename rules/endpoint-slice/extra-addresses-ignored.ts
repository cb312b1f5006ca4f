import { createRule } from '@plumbline/engine';
import { arr, pathText } from '../_shared/helpers.js';
import { eachEndpoint } from './_endpoints.js';

export default createRule({
  id: 'endpoint-slice/extra-addresses-ignored',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'warning',
    messages: {
      extra:
        '`{{path}}` has {{count}} addresses; the node proxy uses only the first ("{{first}}"), and the specification leaves the ' +
        'meaning of the others undefined. Write one endpoint per address.',
    },
    docs: {
      description: 'Disallow more than one address on an endpoint of an IP EndpointSlice',
      spec: [{ doc: 'part1', section: 'EndpointSlice', field: 'addresses' }],
      details:
        'The server accepts 1 to 100 addresses per endpoint (`endpoint-slice/address-count-invalid`). The specification adds that slices ' +
        'made by the controller carry exactly one address per endpoint, that extra addresses have no defined meaning, and that the ' +
        "node proxy ignores them: traffic reaches only the first address of each endpoint. Plumbline keeps the server's verdict and " +
        'warns, for `IPv4` and `IPv6` slices; the proxy does not use `FQDN` slices at all (`endpoint-slice/address-type-deprecated`). ' +
        'Over 100 addresses only the error is reported.',
    },
  },
  check(ctx) {
    const type = ctx.object.addressType;
    if (type !== 'IPv4' && type !== 'IPv6') return;
    eachEndpoint(ctx, (endpoint, base) => {
      const addresses = arr(endpoint.addresses);
      if (addresses.length < 2 || addresses.length > 100) return;
      const path = [...base, 'addresses'];
      ctx.report({ messageId: 'extra', path, data: { path: pathText(path), count: addresses.length, first: String(addresses[0]) } });
    });
  },
});
