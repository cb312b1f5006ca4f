import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('manifest/kind-missing', {
  kinds: ['*'],
  severity: 'error',
  reason: 'FieldValueRequired',
  messages: { missing: '`kind` is missing; every object needs a kind such as Service or ConfigMap.' },
  docs: {
    description: 'Require kind on every object',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details: 'The API server cannot decode a body without `kind`.',
  },
});
