import { createRule } from '@plumbline/engine';
import { spec } from '../_shared/helpers.js';
import { csiDriverNameProblems } from '../_shared/csi-driver-name.js';

export default createRule({
  id: 'volume-attachment/attacher-invalid',
  meta: {
    kinds: ['VolumeAttachment'],
    type: 'field',
    severity: 'error',
    messages: {
      missing: '`spec.attacher` is required: name the CSI driver that attaches the volume.',
      invalid: '`spec.attacher` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Require `spec.attacher` to be a valid CSI driver name',
      spec: { doc: 'part3', section: 'VolumeAttachment', field: 'spec.attacher' },
      details:
        'The server requires `spec.attacher` and, for new v1 objects, checks it as a CSI driver name: at most 63 characters and a DNS ' +
        'subdomain once lowercased. For an empty attacher it reports the missing value twice and an invalid value once, all at ' +
        '`spec.attacher`; Plumbline reports it once.',
    },
  },
  check(ctx) {
    const value = spec(ctx).attacher;
    if (value !== undefined && value !== null && typeof value !== 'string') return;
    const name = value ?? '';
    if (name === '') {
      const at =
        ctx.object.spec === undefined || ctx.object.spec === null
          ? ['metadata']
          : value === undefined || value === null
            ? ['spec']
            : ['spec', 'attacher'];
      ctx.report({ messageId: 'missing', path: ['spec', 'attacher'], at, target: 'key', reason: 'FieldValueRequired' });
      return;
    }
    for (const { reason, problem } of csiDriverNameProblems(name))
      ctx.report({ messageId: 'invalid', path: ['spec', 'attacher'], reason, data: { value: name, problem } });
  },
});
