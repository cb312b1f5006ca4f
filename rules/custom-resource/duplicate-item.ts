import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('custom-resource/duplicate-item', {
  kinds: ['*'],
  severity: 'error',
  reason: 'FieldValueDuplicate',
  messages: {
    duplicate: '`{{path}}` repeats {{found}}; the list is `x-kubernetes-list-type: set`, whose items are unique.',
    duplicateKey: '`{{path}}` repeats the key {{found}}; the list is `x-kubernetes-list-type: map`, whose keys are unique.',
  },
  docs: {
    description: 'Disallow duplicate items in custom resource lists of list-type set or map',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'apiextensions `listtype.ValidateListSetsAndMaps`: a `set` holds no two equal items, a `map` no two items with the same ' +
      'values of its `x-kubernetes-list-map-keys`. The server reports each repeat at its index as `Duplicate value`.',
  },
});
