import { createRule } from '@plumbline/engine';
import { quoteList } from '../_shared/helpers.js';
import { ADDRESS_TYPES } from './kind.js';

export default createRule({
  id: 'endpoint-slice/address-type-invalid',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'error',
    messages: {
      required: '`addressType` is missing; use IPv4 or IPv6.',
      notSupported: '`addressType` is "{{value}}"; supported values: {{allowed}}.',
    },
    docs: {
      description: 'Require a supported addressType on EndpointSlices',
      spec: { doc: 'part1', section: 'EndpointSlice', field: 'addressType' },
      details:
        '`addressType` is required and must be `IPv4`, `IPv6` or `FQDN` (case-sensitive). A slice carries addresses of one type ' +
        'only. `FQDN` is deprecated (see `endpoint-slice/address-type-deprecated`).',
    },
  },
  check(ctx) {
    const value = ctx.object.addressType;
    if (value === undefined || value === null || value === '') {
      ctx.report({ messageId: 'required', path: ['addressType'], reason: 'FieldValueRequired' });
    } else if (typeof value === 'string' && !(ADDRESS_TYPES as readonly string[]).includes(value)) {
      const fixed = ADDRESS_TYPES.find((t) => t.toLowerCase() === value.toLowerCase());
      ctx.report({
        messageId: 'notSupported',
        path: ['addressType'],
        reason: 'FieldValueNotSupported',
        data: { value, allowed: quoteList(ADDRESS_TYPES) },
        ...(fixed ? { fix: { description: `Use ${fixed}`, path: ['addressType'], action: 'set' as const, value: fixed } } : {}),
      });
    }
  },
});
