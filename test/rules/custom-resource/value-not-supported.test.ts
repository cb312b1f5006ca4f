import rule from '../../../rules/custom-resource/value-not-supported.js';
import { fixtureCatalog as dynamicKinds, widget } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    { dynamicKinds, code: widget('mode: slow') },
    { name: 'a defaulted enum field', dynamicKinds, code: widget('size: 2') },
  ],
  invalid: [
    {
      dynamicKinds,
      code: widget('mode: medium'),
      errors: [
        {
          messageId: 'notSupported',
          path: 'spec.mode',
          line: 5,
          column: 9,
          message: '`spec.mode` is "medium"; supported values: "fast", "slow".',
        },
      ],
    },
  ],
});
