import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';

export default createRule({
  id: 'secret/service-account-name-missing',
  meta: {
    kinds: ['Secret'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: {
      missing: 'A Secret of type `{{type}}` needs the annotation `{{annotation}}` naming its ServiceAccount.',
    },
    docs: {
      description: 'Require the ServiceAccount annotation on service account token Secrets',
      spec: { doc: 'part3', section: 'Secret', field: 'type' },
      details:
        'For `type: <vendor_domain>/service-account-token` the server requires a non-empty annotation ' +
        '`<vendor_domain>/service-account.name`; the token and the ServiceAccount UID are filled in later by a controller. The error ' +
        'is reported at `metadata.annotations[<vendor_domain>/service-account.name]`.',
    },
  },
  check(ctx) {
    const type = ctx.vendor('service-account-token');
    if (ctx.object.type !== type) return;
    const annotation = ctx.vendor('service-account.name');
    const value = obj(obj(ctx.object.metadata).annotations)[annotation];
    if (typeof value === 'string' && value !== '') return;
    const at = value === undefined ? ['metadata'] : ['metadata', 'annotations', { key: annotation }];
    ctx.report({ messageId: 'missing', path: ['metadata', 'annotations', { key: annotation }], at, data: { type, annotation } });
  },
});
