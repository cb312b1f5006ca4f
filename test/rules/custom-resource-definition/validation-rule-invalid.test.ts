import rule from '../../../rules/custom-resource-definition/validation-rule-invalid.js';
import { gadgetCrd } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

// apiextensions ValidateCustomResourceDefinitionOpenAPISchema compiles each rule (the CEL environment of @plumbline/cel).
ruleTester.run(rule, {
  valid: [
    gadgetCrd('type: object\nproperties:\n  size: {type: integer}\nx-kubernetes-validations:\n- rule: "!has(self.size) || self.size > 0"'),
  ],
  invalid: [
    {
      name: 'a rule that names a field the schema does not have',
      code: gadgetCrd('type: object\nproperties:\n  size: {type: integer}\nx-kubernetes-validations:\n- rule: "self.nope > 0"'),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].x-kubernetes-validations[0].rule',
          line: 21,
          column: 21,
          severity: 'warning',
        },
      ],
    },
    {
      name: 'a rule over every item of an unbounded list, over the CRD-wide budget',
      code: gadgetCrd(
        'type: object\nproperties:\n  items:\n    type: array\n    items:\n      type: array\n      items:\n        type: string\n' +
          "        x-kubernetes-validations:\n        - rule: \"self.matches('^[a-z]+$') && self.matches('^[a-z]+$') && self.matches('^[a-z]+$')\"",
      ),
      errors: [
        { messageId: 'totalCost', path: 'spec.versions[0].schema.openAPIV3Schema', line: 13, column: 7 },
        {
          messageId: 'invalid',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[items].items.items.x-kubernetes-validations[0].rule',
          line: 26,
          column: 29,
        },
      ],
    },
  ],
});
