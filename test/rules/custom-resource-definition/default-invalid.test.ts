import rule from '../../../rules/custom-resource-definition/default-invalid.js';
import { gadgetCrd } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

// apiextensions defaulting.ValidateDefaults: defaults validate against their schema and are pruned.
ruleTester.run(rule, {
  valid: [gadgetCrd('type: object\nproperties:\n  size: {type: integer, default: 3, minimum: 1}')],
  invalid: [
    {
      code: gadgetCrd('type: object\nproperties:\n  size: {type: integer, default: 0, minimum: 1}'),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[size].default',
          line: 19,
          column: 46,
        },
      ],
    },
    {
      code: gadgetCrd('type: object\nproperties:\n  inner: {type: object, properties: {a: {type: string}}, default: {a: x, b: y}}'),
      errors: [
        {
          messageId: 'pruned',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[inner].default',
          line: 19,
          column: 70,
          message:
            '`spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[inner].default` has fields its schema does not specify (b); a default must not have unknown fields.',
        },
      ],
    },
  ],
});
