import { createRule } from '@plumbline/engine';

export default createRule({
  id: 'endpoint-slice/address-type-deprecated',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'warning',
    messages: {
      fqdn: '`addressType` is FQDN, which is deprecated; the slice controller and the node proxy handle only IPv4 and IPv6.',
    },
    docs: {
      description: 'Disallow the deprecated FQDN address type',
      spec: [
        { doc: 'part1', section: 'EndpointSlice', field: 'addressType' },
        { doc: 'part1', section: 'Versioning' },
      ],
      details:
        'The v1.34 API server accepts `addressType: FQDN` with a warning; its semantics are undefined and no built-in component ' +
        'routes to such endpoints.',
    },
  },
  check(ctx) {
    if (ctx.object.addressType === 'FQDN') ctx.report({ messageId: 'fqdn', path: ['addressType'] });
  },
});
