import { createRule } from '@plumbline/engine';
import { reportCrdProblems } from '../_shared/apiextensions/crd-check.js';

export default createRule({
  id: 'custom-resource-definition/schema-not-structural',
  meta: {
    kinds: ['CustomResourceDefinition'],
    type: 'field',
    severity: 'error',
    messages: {
      typeMissing: '`{{path}}` is missing; a structural schema must not have an empty type {{where}}.',
      itemsMissing: '`{{path}}` is missing; an array schema must specify its items.',
      forbidden: '`{{path}}` is set; it {{detail}}.',
      typeForEmbedded: '`{{path}}` is {{found}}; it must be object if x-kubernetes-embedded-resource is true.',
      rootType: '`{{path}}` is "{{found}}"; the type must be object at the root.',
      metaType: '`{{path}}` is {{found}}; it must be {{expected}}.',
      rootMetadata: '`{{path}}` specifies more than name and generateName; metadata is implicitly specified at the root.',
      embeddedProperties:
        '`{{path}}` is empty; x-kubernetes-embedded-resource without x-kubernetes-preserve-unknown-fields needs properties.',
      inJunction: '`{{path}}` is set inside allOf, anyOf, oneOf or not; {{key}} must be empty there to be structural.',
    },
    docs: {
      description: 'Require CRD schemas to be structural',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'apiextensions `schema.ValidateStructural`: every specified field and array item has a type (unless ' +
        '`x-kubernetes-int-or-string` or `x-kubernetes-preserve-unknown-fields`), arrays have items, the root is an object without ' +
        '`additionalProperties`, root `metadata` specifies at most name and generateName, `kind` and `apiVersion` are strings, ' +
        'embedded resources are typed objects with properties, and schemas inside `allOf`/`anyOf`/`oneOf`/`not` hold value ' +
        'validations only (no type, default, description, nullable or `x-kubernetes-*`), the int-or-string pattern excepted.',
    },
  },
  check(ctx) {
    reportCrdProblems(ctx, 'structural');
  },
});
