import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('custom-resource/value-invalid', {
  kinds: ['*'],
  severity: 'error',
  messages: {
    pattern: "`{{path}}` must match the pattern '{{pattern}}'; {{found}} does not.",
    maximum: '`{{path}}` must be {{relation}} {{limit}}, not {{found}}.',
    minimum: '`{{path}}` must be {{relation}} {{limit}}, not {{found}}.',
    multipleOf: '`{{path}}` must be a multiple of {{factor}}, not {{found}}.',
    maxLength: '`{{path}}` may be at most {{limit}} characters long; it has {{count}}.',
    minLength: '`{{path}}` must be at least {{limit}} characters long; it has {{count}}.',
    maxItems: '`{{path}}` may have at most {{limit}} items; it has {{count}}.',
    minItems: '`{{path}}` must have at least {{limit}} items; it has {{count}}.',
    maxProperties: '`{{path}}` may have at most {{limit}} properties; it has {{count}}.',
    minProperties: '`{{path}}` must have at least {{limit}} properties; it has {{count}}.',
    anyOf: '`{{path}}` must match at least one schema of its `anyOf`.',
    oneOf: '`{{path}}` must match exactly one schema of its `oneOf`.',
    not: '`{{path}}` must not match the schema of its `not`.',
  },
  docs: {
    description: 'Enforce the value constraints of a custom resource schema',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      "kube-openapi's validators as the API server runs them on custom resources: `pattern` with Go's RE2 semantics (the " +
      'pattern is compiled with re2js, a port of RE2, and searched, not anchored, as `regexp.MatchString` does), `maxLength` and ' +
      '`minLength` in Unicode code points (`utf8.RuneCountInString`), `maximum`/`minimum` with `exclusiveMaximum`/' +
      '`exclusiveMinimum`, `multipleOf`, `maxItems`/`minItems`, `maxProperties`/`minProperties`, and `allOf`/`anyOf`/`oneOf`/' +
      '`not` over the same value. The server reports `maxLength` and `maxItems` as `Too long`/`Too many`, the others as `Invalid value`.',
  },
});
