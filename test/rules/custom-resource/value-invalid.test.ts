import rule from '../../../rules/custom-resource/value-invalid.js';
import { fixtureCatalog as dynamicKinds, widget } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

// kube-openapi's validators as ValidateCustomResource runs them (pkg/validation/validate: string, number, slice, object and
// schema-props validators); lengths in code points (utf8.RuneCountInString), patterns searched with Go's RE2.
ruleTester.run(rule, {
  valid: [
    { dynamicKinds, code: widget('code: abc-12\ntitle: "ab"\nratio: 0.5\nsize: 4\ntags: [a, b]\nlabels: {a: b}') },
    { name: 'a pattern is searched, not anchored by the server', dynamicKinds, code: widget('code: abc-1') },
    { name: 'five code points, ten UTF-16 units', dynamicKinds, code: widget('title: "😀😀😀😀😀"') },
    {
      name: 'oneOf with exactly one branch, anyOf with one',
      dynamicKinds,
      code: widget('oneOrOther: {a: x}\nanyThing: {b: y}\nnotBoth: fine'),
    },
    { name: 'without the CRD nothing is checked', code: widget('size: 3') },
  ],
  invalid: [
    {
      dynamicKinds,
      code: widget('code: ABC-1'),
      errors: [
        {
          messageId: 'pattern',
          path: 'spec.code',
          line: 5,
          column: 9,
          endColumn: 14,
          message: '`spec.code` must match the pattern \'^[a-z]{3}-\\d+$\'; "ABC-1" does not.',
        },
      ],
    },
    {
      dynamicKinds,
      code: widget('title: "😀😀😀😀😀😀"'),
      errors: [
        {
          messageId: 'maxLength',
          path: 'spec.title',
          line: 5,
          column: 10,
          message: '`spec.title` may be at most 5 characters long; it has 6.',
        },
      ],
    },
    { dynamicKinds, code: widget('title: a'), errors: [{ messageId: 'minLength', path: 'spec.title', line: 5, column: 10 }] },
    {
      dynamicKinds,
      code: widget('ratio: 1'),
      errors: [{ messageId: 'maximum', path: 'spec.ratio', line: 5, column: 10, message: '`spec.ratio` must be less than 1, not 1.' }],
    },
    { dynamicKinds, code: widget('ratio: -0.5'), errors: [{ messageId: 'minimum', path: 'spec.ratio', line: 5, column: 10 }] },
    {
      dynamicKinds,
      code: widget('size: 3'),
      errors: [{ messageId: 'multipleOf', path: 'spec.size', line: 5, column: 9, message: '`spec.size` must be a multiple of 2, not 3.' }],
    },
    { dynamicKinds, code: widget('tags: [a, b, c]'), errors: [{ messageId: 'maxItems', path: 'spec.tags', line: 5, column: 3 }] },
    { dynamicKinds, code: widget('tags: []'), errors: [{ messageId: 'minItems', path: 'spec.tags', line: 5, column: 3 }] },
    {
      dynamicKinds,
      code: widget('labels: {a: x, b: y, c: z}'),
      errors: [{ messageId: 'maxProperties', path: 'spec.labels', line: 5, column: 3 }],
    },
    { dynamicKinds, code: widget('labels: {}'), errors: [{ messageId: 'minProperties', path: 'spec.labels', line: 5, column: 3 }] },
    { dynamicKinds, code: widget('anyThing: {}'), errors: [{ messageId: 'anyOf', path: 'spec.anyThing', line: 5, column: 3 }] },
    {
      dynamicKinds,
      code: widget('oneOrOther: {a: x, b: y}'),
      errors: [{ messageId: 'oneOf', path: 'spec.oneOrOther', line: 5, column: 3 }],
    },
    { dynamicKinds, code: widget('notBoth: forbidden'), errors: [{ messageId: 'not', path: 'spec.notBoth', line: 5, column: 12 }] },
    {
      name: 'the metadata.name schema at the root is applied',
      dynamicKinds,
      code: 'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: a-very-long-widget-name-here}\n',
      errors: [{ messageId: 'maxLength', path: 'metadata.name', line: 3, column: 18 }],
    },
  ],
});
