import rule from '../../../rules/custom-resource-definition/names-invalid.js';
import { gadgetCrd } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

// apiextensions ValidateCustomResourceDefinition (name), validateCustomResourceDefinitionSpec (group, scope) and
// ValidateCustomResourceDefinitionNames.
const named = (names: string, extra = ''): string =>
  'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: gadgets.example.com}\nspec:\n  group: example.com\n' +
  `  names: ${names}\n  scope: ${extra || 'Namespaced'}\n  versions:\n  - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}\n`;

ruleTester.run(rule, {
  valid: [gadgetCrd('type: object'), named('{kind: Gadget, listKind: GadgetList, plural: gadgets, singular: gadget, shortNames: [gd]}')],
  invalid: [
    {
      code: gadgetCrd('type: object', { name: 'gadget.example.com' }),
      errors: [
        {
          messageId: 'nameMismatch',
          path: 'metadata.name',
          line: 3,
          column: 18,
          message:
            '`metadata.name` is "gadget.example.com"; a CRD must be named spec.names.plural + "." + spec.group, "gadgets.example.com".',
        },
      ],
    },
    {
      code: gadgetCrd('type: object').replace('group: example.com', 'group: example').replace('gadgets.example.com', 'gadgets.example'),
      errors: [{ messageId: 'groupNoDot', path: 'spec.group', line: 5, column: 10 }],
    },
    {
      code: gadgetCrd('type: object')
        .replace('group: example.com', 'group: Example.com')
        .replace('gadgets.example.com', 'gadgets.Example.com'),
      errors: [{ messageId: 'groupFormat', path: 'spec.group', line: 5, column: 10 }],
    },
    {
      code: named('{kind: Gadget, listKind: GadgetList, plural: gadgets, singular: gadget, shortNames: [g_d]}'),
      errors: [{ messageId: 'nameFormat', path: 'spec.names.shortNames[0]', line: 6, column: 95 }],
    },
    {
      code: named('{kind: Gadget, listKind: Gadget, plural: gadgets, singular: gadget}'),
      errors: [{ messageId: 'kindIsListKind', path: 'spec.names.listKind', line: 6, column: 35 }],
    },
    {
      code: named('{kind: Gadget, listKind: GadgetList, plural: gadgets, singular: gadget}', 'Global'),
      errors: [
        {
          messageId: 'scopeUnsupported',
          path: 'spec.scope',
          line: 7,
          column: 10,
          message: '`spec.scope` is "Global"; supported values: "Cluster", "Namespaced".',
        },
      ],
    },
  ],
});
