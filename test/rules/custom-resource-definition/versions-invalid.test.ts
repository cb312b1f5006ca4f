import rule from '../../../rules/custom-resource-definition/versions-invalid.js';
import { gadgetCrd } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

// apiextensions validateCustomResourceDefinitionSpec: unique DNS-1035 version names, one storage version, a schema each.
const second = (text: string): string => `  - ${text}\n`;

ruleTester.run(rule, {
  valid: [
    gadgetCrd('type: object', {
      extraVersion: second('{name: v2, served: true, storage: false, schema: {openAPIV3Schema: {type: object}}}'),
    }),
  ],
  invalid: [
    {
      code: gadgetCrd('type: object', {
        extraVersion: second('{name: v2, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}'),
      }),
      errors: [
        {
          messageId: 'storageCount',
          path: 'spec.versions',
          line: 8,
          column: 3,
          message: '`spec.versions` has 2 versions marked `storage: true`; exactly one must be the storage version.',
        },
      ],
    },
    {
      code: gadgetCrd('type: object', {
        extraVersion: second('{name: v1, served: true, storage: false, schema: {openAPIV3Schema: {type: object}}}'),
      }),
      errors: [{ messageId: 'duplicateNames', path: 'spec.versions', line: 8, column: 3 }],
    },
    {
      code: gadgetCrd('type: object', {
        extraVersion: second('{name: V2, served: true, storage: false, schema: {openAPIV3Schema: {type: object}}}'),
      }),
      errors: [{ messageId: 'nameFormat', path: 'spec.versions[1].name', line: 18, column: 12 }],
    },
    {
      code: gadgetCrd('type: object', { extraVersion: second('{name: v2, served: true, storage: false}') }),
      errors: [{ messageId: 'schemaMissing', path: 'spec.versions[1].schema.openAPIV3Schema', line: 18, column: 5 }],
    },
  ],
});
