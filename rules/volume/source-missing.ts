import { createRule } from '@plumbline/engine';
import { pathText } from '../_shared/helpers.js';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { hadNoSource } from '../_shared/volume-sources.js';
import { forEachVolume } from './_rule.js';

export default createRule({
  id: 'volume/source-missing',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'warning',
    messages: {
      missing:
        '`{{path}}` sets no volume source; the server makes it an emptyDir volume. Write `emptyDir: {}` if that is what ' + 'you mean.',
    },
    docs: {
      description: 'Require Pod volumes to name their source',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
      details:
        'The specification implies that a volume sets exactly one source. The server defaults a volume without any source to an ' +
        '`emptyDir` volume and accepts it; Plumbline keeps that verdict and warns, since a missing source is usually a mistake (a ' +
        'mis-indented or misspelt source field).',
    },
  },
  check(ctx) {
    forEachVolume(ctx, (v) => {
      if (hadNoSource(v.volume))
        ctx.report({ messageId: 'missing', path: v.path, reason: 'FieldValueRequired', data: { path: pathText(v.path) } });
    });
  },
});
