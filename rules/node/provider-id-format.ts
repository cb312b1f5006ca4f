import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

const SHAPE = /^[A-Za-z0-9][A-Za-z0-9.+_-]*:\/\/.+$/;

export default createRule({
  id: 'node/provider-id-format',
  meta: {
    kinds: ['Node'],
    type: 'field',
    severity: 'warning',
    messages: {
      shape:
        '`spec.providerID` is "{{value}}"; the expected shape is `<ProviderName>://<ProviderSpecificNodeID>`, such as ' +
        '`aws:///us-east-1a/i-0abc`.',
    },
    docs: {
      description: 'Require providerID in the form <ProviderName>://<ProviderSpecificNodeID>',
      spec: { doc: 'part2', section: 'Node', field: 'spec.providerID' },
      details:
        'The specification describes `providerID` as `<ProviderName>://<ProviderSpecificNodeID>`; the API server does not check ' +
        'its shape at all. Cloud controllers match nodes by this prefix, so Plumbline warns when it is missing.',
    },
  },
  check(ctx) {
    const value = str(obj(ctx.object.spec).providerID);
    if (value && !SHAPE.test(value)) ctx.report({ messageId: 'shape', path: ['spec', 'providerID'], data: { value } });
  },
});
