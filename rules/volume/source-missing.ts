import { pathText } from '../_shared/helpers.js';
import { hadNoSource } from '../_shared/volume-sources.js';
import { volumeRule } from './_rule.js';

export default volumeRule(
  'volume/source-missing',
  {
    severity: 'warning',
    messages: { missing: '`{{path}}` sets no volume source; the server makes it an emptyDir volume. Write `emptyDir: {}` if that is what you mean.' },
    docs: {
      description: 'Require Pod volumes to name their source',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
      details: 'The specification implies that a volume sets exactly one source. The server defaults a volume without any source to an `emptyDir` volume and accepts it; Plumbline keeps that verdict and warns, since a missing source is usually a mistake (a mis-indented or misspelt source field).',
    },
  },
  (v) => (hadNoSource(v.volume) ? [{ messageId: 'missing', path: v.path, reason: 'FieldValueRequired', data: { path: pathText(v.path) } }] : []),
);
