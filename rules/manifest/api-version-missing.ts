import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('manifest/api-version-missing', {
  kinds: ['*'],
  severity: 'error',
  reason: 'FieldValueRequired',
  messages: { missing: '`apiVersion` is missing; every object needs an apiVersion such as v1 or networking.k8s.io/v1.' },
  docs: {
    description: 'Require apiVersion on every object',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details: 'The API server cannot decode a body without `apiVersion` ("Object \'apiVersion\' is missing").',
  },
});
