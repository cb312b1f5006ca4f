import { createRule } from '@plumbline/engine';

export default createRule({
  id: 'endpoint-slice/address-type-immutable',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'transition',
    severity: 'error',
    messages: {
      changed: '`addressType` changed from {{old}} to {{value}}; it is immutable (create a new slice instead).',
    },
    docs: {
      description: 'Disallow changing the addressType of an EndpointSlice',
      spec: [
        { doc: 'part1', section: 'EndpointSlice', field: 'addressType' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'A slice carries addresses of one family for its whole life: the server refuses any update that changes `addressType` ' +
        '(`field is immutable`). Create a slice of the other type and delete the old one.',
    },
  },
  check(ctx) {
    const old = ctx.oldObject?.addressType;
    const value = ctx.object.addressType;
    if (old !== value && !(old == null && value == null))
      ctx.report({ messageId: 'changed', path: ['addressType'], data: { old: String(old ?? 'unset'), value: String(value ?? 'unset') } });
  },
});
