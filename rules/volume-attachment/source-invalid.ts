import { createRule, dns1123Subdomain } from '@plumbline/engine';
import { isSet, obj, spec } from '../_shared/helpers.js';

export default createRule({
  id: 'volume-attachment/source-invalid',
  meta: {
    kinds: ['VolumeAttachment'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      none: '`spec.source` must name the volume: set exactly one of `persistentVolumeName` and `inlineVolumeSpec`.',
      both: '`spec.source` sets both `persistentVolumeName` and `inlineVolumeSpec`; exactly one is allowed.',
      pvNameEmpty: '`spec.source.persistentVolumeName` is empty; name a PersistentVolume.',
      pvNameInvalid: '`spec.source.persistentVolumeName` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Require exactly one volume source in a VolumeAttachment',
      spec: { doc: 'part3', section: 'VolumeAttachment', field: 'spec.source' },
      details: [
        'The server requires exactly one of `spec.source.persistentVolumeName` and `spec.source.inlineVolumeSpec`: none is a missing ' +
          'value at `spec.source`, both is forbidden there. A `persistentVolumeName` must be non-empty and, for new v1 objects, a DNS ' +
          'subdomain.',
        '',
        '`inlineVolumeSpec` is a PersistentVolumeSpec (filled in only for CSI migration of inline Pod volumes). The server validates its ' +
          'inside as the inline form of a PersistentVolume spec; that is `volume-attachment/inline-volume-spec-invalid`.',
      ].join('\n'),
    },
  },
  check(ctx) {
    const source = obj(spec(ctx).source);
    const pv = source.persistentVolumeName;
    const inline = source.inlineVolumeSpec;
    const at = isSet(spec(ctx).source) ? {} : { at: isSet(ctx.object.spec) ? ['spec'] : ['metadata'], target: 'key' as const };
    if (!isSet(pv) && !isSet(inline)) {
      ctx.report({ messageId: 'none', path: ['spec', 'source'], ...at, reason: 'FieldValueRequired' });
      return;
    }
    if (isSet(pv) && isSet(inline)) {
      ctx.report({ messageId: 'both', path: ['spec', 'source'], reason: 'FieldValueForbidden' });
      return;
    }
    if (typeof pv !== 'string') return;
    if (pv === '') {
      ctx.report({ messageId: 'pvNameEmpty', path: ['spec', 'source', 'persistentVolumeName'], reason: 'FieldValueRequired' });
      return;
    }
    for (const problem of dns1123Subdomain(pv))
      ctx.report({ messageId: 'pvNameInvalid', path: ['spec', 'source', 'persistentVolumeName'], data: { value: pv, problem } });
  },
});
