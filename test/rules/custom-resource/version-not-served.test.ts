import rule from '../../../rules/custom-resource/version-not-served.js';
import { fixtureCatalog as dynamicKinds, widget } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [{ dynamicKinds, code: widget('size: 2') }],
  invalid: [
    {
      dynamicKinds,
      code: widget('size: 2', 'example.com/v2'),
      errors: [
        {
          messageId: 'unknownVersion',
          path: 'apiVersion',
          line: 1,
          column: 13,
          message: 'Widget has no version `example.com/v2` in CustomResourceDefinition widgets.example.com; served: example.com/v1.',
        },
      ],
    },
    {
      name: 'a version with served: false',
      dynamicKinds,
      code: widget('size: 2', 'example.com/v1beta1'),
      errors: [{ messageId: 'notServed', path: 'apiVersion', line: 1, column: 13 }],
    },
    {
      name: 'kinds are case-sensitive',
      dynamicKinds,
      code: 'apiVersion: example.com/v1\nkind: widget\nmetadata: {name: w}\n',
      errors: [{ messageId: 'kindCase', path: 'kind', line: 2, column: 7 }],
    },
  ],
});
