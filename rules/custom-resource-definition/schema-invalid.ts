import { createRule } from '@plumbline/engine';
import { reportCrdProblems } from '../_shared/apiextensions/crd-check.js';

export default createRule({
  id: 'custom-resource-definition/schema-invalid',
  meta: {
    kinds: ['CustomResourceDefinition'],
    type: 'field',
    severity: 'error',
    messages: {
      unsupported: '`{{path}}` is set; {{detail}}.',
      typeUnsupported: '`{{path}}` is "{{found}}"; supported types: array, boolean, integer, number, object, string.',
      invalidValue: '`{{path}}` is {{found}}; it {{detail}}.',
      typeFor: '`{{path}}` must be {{expected}} if {{key}} is specified.',
      notSupported: '`{{path}}` is {{found}}; supported values: {{values}}.',
      forbidden: '`{{path}}` is set; it {{detail}}.',
      listTypeForKeys: '`{{path}}` must be map if x-kubernetes-list-map-keys is non-empty.',
      mapKeysMissing: '`{{path}}` is missing; it must not be empty if x-kubernetes-list-type is map.',
      mapKeyDefault: '`{{path}}` is missing; this property is in x-kubernetes-list-map-keys, so it must have a default or be required.',
      ruleMissing: '`{{path}}` is missing; a validation rule needs its rule.',
      messageForMultiline: '`{{path}}` is missing; a message must be specified if the rule contains line breaks.',
      statusRoot:
        '`{{path}}` has {{fields}} at the root; with the status subresource only metadata, apiVersion, kind, spec and status are allowed.',
    },
    docs: {
      description: 'Disallow CRD schema keywords and extension values the API server refuses',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'apiextensions `ValidateCustomResourceDefinitionOpenAPISchema`: no `id`, `$ref`, `definitions`, `dependencies`, ' +
        '`patternProperties`, `additionalItems`, `uniqueItems: true`, `type: null` or item arrays; `additionalProperties` and ' +
        '`properties` are exclusive; `pattern` compiles as a Go (RE2) regular expression; `x-kubernetes-list-type` (atomic, set, ' +
        'map) on arrays, `x-kubernetes-map-type` (atomic, granular) on objects, list-map keys that are scalar, required or ' +
        'defaulted, non-nullable item properties; `x-kubernetes-validations` entries with a rule, a one-line message and a known ' +
        "reason. Compiling each CEL rule and its cost are the CEL evaluator's (not done without one).",
    },
  },
  check(ctx) {
    reportCrdProblems(ctx, 'schema');
  },
});
