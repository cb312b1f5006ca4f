import rule from '../../../rules/custom-resource/field-pruned.js';
import { fixtureCatalog as dynamicKinds, widget } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

// apiextensions pruning.PruneWithOptions: unknown fields are dropped except under x-kubernetes-preserve-unknown-fields,
// in maps, and apiVersion/kind/metadata of embedded resources.
ruleTester.run(rule, {
  valid: [
    { dynamicKinds, code: widget('free: {known: 1, anything: [1, 2]}\nlabels: {any: thing}') },
    {
      name: 'an embedded resource keeps its apiVersion, kind and metadata',
      dynamicKinds,
      code: widget('template: {apiVersion: v1, kind: Pod, metadata: {name: p}}'),
    },
  ],
  invalid: [
    {
      dynamicKinds,
      code: widget('sise: 2'),
      errors: [
        {
          messageId: 'pruned',
          path: 'spec.sise',
          line: 5,
          column: 3,
          endColumn: 7,
          severity: 'warning',
          message:
            '`spec.sise` is not in the schema of Widget v1; the API server drops it (pruning) and kubectl (strict field validation) refuses it.',
        },
      ],
    },
    {
      name: 'at the root',
      dynamicKinds,
      code: 'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspecs: {}\n',
      errors: [{ messageId: 'pruned', path: 'specs', line: 4, column: 1 }],
    },
  ],
});
