import rule from '../../../rules/custom-resource-definition/schema-invalid.js';
import { gadgetCrd } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

// apiextensions ValidateCustomResourceDefinitionOpenAPISchema and specStandardValidatorV3.
const field = (schema: string): string => gadgetCrd(`type: object\nproperties:\n  f: ${schema}`);

ruleTester.run(rule, {
  valid: [
    field('{type: array, items: {type: string}, x-kubernetes-list-type: set}'),
    field(
      '{type: array, items: {type: object, required: [name], properties: {name: {type: string}}}, x-kubernetes-list-type: map, x-kubernetes-list-map-keys: [name]}',
    ),
    field("{type: string, pattern: '^[a-z]+$'}"),
  ],
  invalid: [
    {
      code: field('{type: string, $ref: "#/x"}'),
      errors: [
        {
          messageId: 'unsupported',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[f].$ref',
          line: 19,
          column: 39,
        },
      ],
    },
    {
      code: field('{type: text}'),
      errors: [
        {
          messageId: 'typeUnsupported',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[f].type',
          line: 19,
          column: 25,
        },
      ],
    },
    {
      name: 'a pattern RE2 refuses (a lookahead)',
      code: field("{type: string, pattern: '^(?=a)'}"),
      errors: [
        {
          messageId: 'invalidValue',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[f].pattern',
          line: 19,
          column: 42,
        },
      ],
    },
    {
      code: field('{type: string, x-kubernetes-list-type: set}'),
      errors: [
        { messageId: 'typeFor', path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[f].type', line: 19, column: 25 },
      ],
    },
    {
      code: field('{type: array, items: {type: string}, x-kubernetes-list-type: bag}'),
      errors: [
        {
          messageId: 'notSupported',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[f].x-kubernetes-list-type',
          line: 19,
          column: 79,
        },
      ],
    },
    {
      code: field('{type: array, items: {type: string, nullable: true}, x-kubernetes-list-type: set}'),
      errors: [
        {
          messageId: 'forbidden',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[f].items.nullable',
          line: 19,
          column: 64,
        },
      ],
    },
    {
      code: field('{type: array, items: {type: string}, x-kubernetes-list-map-keys: [name]}'),
      errors: [
        {
          messageId: 'listTypeForKeys',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[f].x-kubernetes-list-type',
          line: 19,
          column: 15,
        },
      ],
    },
    {
      code: field('{type: array, items: {type: object}, x-kubernetes-list-type: map}'),
      errors: [
        {
          messageId: 'mapKeysMissing',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[f].x-kubernetes-list-map-keys',
          line: 19,
          column: 15,
        },
      ],
    },
    {
      code: field(
        '{type: array, items: {type: object, properties: {name: {type: string}}}, x-kubernetes-list-type: map, x-kubernetes-list-map-keys: [name]}',
      ),
      errors: [
        {
          messageId: 'mapKeyDefault',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[f].items.properties[name].default',
          line: 19,
          column: 67,
        },
      ],
    },
    {
      code: field('{type: string, x-kubernetes-validations: [{rule: "", message: m}]}'),
      errors: [
        {
          messageId: 'ruleMissing',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[f].x-kubernetes-validations[0].rule',
          line: 19,
          column: 67,
        },
      ],
    },
    {
      code: field('{type: string, x-kubernetes-validations: [{rule: "self.size() >\\n 0"}]}'),
      errors: [
        {
          messageId: 'messageForMultiline',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[f].x-kubernetes-validations[0].message',
          line: 19,
          column: 60,
        },
      ],
    },
    {
      name: 'the root schema with the status subresource',
      code: gadgetCrd('type: object', { extraVersion: '    subresources: {status: {}}\n' }).replace(
        '        type: object\n        properties:',
        '        type: object\n        minProperties: 1\n        properties:',
      ),
      errors: [{ messageId: 'statusRoot', path: 'spec.versions[0].schema.openAPIV3Schema', line: 13, column: 7 }],
    },
  ],
});
