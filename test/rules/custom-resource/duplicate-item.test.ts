import rule from '../../../rules/custom-resource/duplicate-item.js';
import { fixtureCatalog as dynamicKinds, widget } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

// apiextensions listtype.ValidateListSetsAndMaps.
ruleTester.run(rule, {
  valid: [{ dynamicKinds, code: widget('tags: [a, b]\nports: [{name: http, port: 80}, {name: https, port: 80}]') }],
  invalid: [
    {
      dynamicKinds,
      code: widget('tags: [a, a]'),
      errors: [
        {
          messageId: 'duplicate',
          path: 'spec.tags[1]',
          line: 5,
          column: 13,
          message: '`spec.tags[1]` repeats "a"; the list is `x-kubernetes-list-type: set`, whose items are unique.',
        },
      ],
    },
    {
      dynamicKinds,
      code: widget('ports:\n- {name: http, port: 80}\n- {name: http, port: 8080}'),
      errors: [
        {
          messageId: 'duplicateKey',
          path: 'spec.ports[1]',
          line: 7,
          column: 5,
          message: '`spec.ports[1]` repeats the key {"name":"http"}; the list is `x-kubernetes-list-type: map`, whose keys are unique.',
        },
      ],
    },
  ],
});
