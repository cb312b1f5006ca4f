import { createRule, dns1123Subdomain } from '@plumbline/engine';
import { spec } from '../_shared/helpers.js';

export default createRule({
  id: 'volume-attachment/node-name-invalid',
  meta: {
    kinds: ['VolumeAttachment'],
    type: 'field',
    severity: 'error',
    messages: {
      missing: '`spec.nodeName` is required: name the node to attach the volume to.',
      invalid: '`spec.nodeName` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Require `spec.nodeName` to be a valid node name',
      spec: { doc: 'part3', section: 'VolumeAttachment', field: 'spec.nodeName' },
      details:
        'The server checks `spec.nodeName` as a node name, a DNS subdomain. A missing or empty name fails that check and is reported as ' +
        'an invalid value (not as a missing field) at `spec.nodeName`.',
    },
  },
  check(ctx) {
    const value = spec(ctx).nodeName;
    if (value !== undefined && value !== null && typeof value !== 'string') return;
    const name = value ?? '';
    if (name === '') {
      const at =
        ctx.object.spec === undefined || ctx.object.spec === null
          ? ['metadata']
          : value === undefined || value === null
            ? ['spec']
            : ['spec', 'nodeName'];
      ctx.report({ messageId: 'missing', path: ['spec', 'nodeName'], at, target: 'key' });
      return;
    }
    for (const problem of dns1123Subdomain(name))
      ctx.report({ messageId: 'invalid', path: ['spec', 'nodeName'], data: { value: name, problem } });
  },
});
