import rule from '../../../rules/custom-resource-definition/schema-not-structural.js';
import { fixtureCrds, gadgetCrd } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { stringify } from 'yaml';

// apiextensions schema.ValidateStructural (validateStructuralInvariants, validateValueValidation, metadata invariants).
ruleTester.run(rule, {
  valid: [
    ...['certificate-crd.yaml', 'servicemonitor-crd.yaml', 'widget-crd.yaml'].map((f) => ({ name: f, code: stringify(fixtureCrds(f)[0]) })),
    { name: 'int-or-string needs no type', code: gadgetCrd('type: object\nproperties:\n  port: {x-kubernetes-int-or-string: true}') },
    {
      name: 'the int-or-string anyOf pattern',
      code: gadgetCrd(
        'type: object\nproperties:\n  port:\n    x-kubernetes-int-or-string: true\n    anyOf: [{type: integer}, {type: string}]',
      ),
    },
  ],
  invalid: [
    {
      code: gadgetCrd('type: object\nproperties:\n  size: {minimum: 1}'),
      errors: [
        {
          messageId: 'typeMissing',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[size].type',
          line: 19,
          column: 15,
          message:
            '`spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[size].type` is missing; a structural schema must not have an empty type for specified object fields.',
        },
      ],
    },
    {
      code: gadgetCrd('type: array'),
      errors: [{ messageId: 'itemsMissing', path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].items', line: 16, column: 11 }],
    },
    {
      name: 'a type inside anyOf',
      code: gadgetCrd('type: object\nanyOf:\n- type: object\n  required: [a]'),
      errors: [
        { messageId: 'inJunction', path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].anyOf[0].type', line: 19, column: 21 },
      ],
    },
    {
      name: 'an embedded resource that is not an object',
      code: gadgetCrd('type: object\nproperties:\n  inner: {type: string, x-kubernetes-embedded-resource: true}'),
      errors: [
        {
          messageId: 'embeddedProperties',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[inner].properties',
          line: 19,
          column: 15,
        },
        {
          messageId: 'typeForEmbedded',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[inner].type',
          line: 19,
          column: 29,
        },
      ],
    },
    {
      name: 'an embedded resource without properties',
      code: gadgetCrd('type: object\nproperties:\n  inner: {type: object, x-kubernetes-embedded-resource: true}'),
      errors: [
        {
          messageId: 'embeddedProperties',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[inner].properties',
          line: 19,
          column: 15,
        },
      ],
    },
    {
      name: 'additionalProperties with an embedded resource',
      code: gadgetCrd(
        'type: object\nproperties:\n  inner:\n    type: object\n    x-kubernetes-embedded-resource: true\n    x-kubernetes-preserve-unknown-fields: true\n    additionalProperties: {type: string}',
      ),
      errors: [
        {
          messageId: 'forbidden',
          path: 'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[inner].additionalProperties',
          line: 23,
          column: 17,
        },
      ],
    },
    {
      name: 'a root that is not an object',
      code: 'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: gadgets.example.com}\nspec:\n  group: example.com\n  names: {kind: Gadget, listKind: GadgetList, plural: gadgets, singular: gadget}\n  scope: Namespaced\n  versions:\n  - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: string}}}\n',
      errors: [{ messageId: 'rootType', path: 'spec.versions[0].schema.openAPIV3Schema.type', line: 9, column: 78 }],
    },
    {
      name: 'kind typed as an integer at the root',
      code: 'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: gadgets.example.com}\nspec:\n  group: example.com\n  names: {kind: Gadget, listKind: GadgetList, plural: gadgets, singular: gadget}\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n          kind: {type: integer}\n',
      errors: [{ messageId: 'metaType', path: 'spec.versions[0].schema.openAPIV3Schema.properties[kind].type', line: 16, column: 24 }],
    },
    {
      name: 'labels specified in root metadata',
      code: 'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: gadgets.example.com}\nspec:\n  group: example.com\n  names: {kind: Gadget, listKind: GadgetList, plural: gadgets, singular: gadget}\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n        properties:\n          metadata: {type: object, properties: {labels: {type: object}}}\n',
      errors: [{ messageId: 'rootMetadata', path: 'spec.versions[0].schema.openAPIV3Schema.properties[metadata]', line: 16, column: 11 }],
    },
  ],
});
