import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('custom-resource/invalid-type', {
  kinds: ['*'],
  severity: 'error',
  reason: 'FieldValueTypeInvalid',
  messages: {
    invalidType: '`{{path}}` must be of type {{expected}}, not {{found}}.',
    format: '`{{path}}` must be a valid {{format}} (the format its schema names), not {{found}}.',
  },
  docs: {
    description: 'Disallow custom resource values of another type or format than their CRD schema says',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      "kube-openapi's type validator, as the API server runs it on custom resources (`ValidateCustomResource`): `type`, " +
      '`nullable` (null is refused unless the field is nullable; a null non-nullable field without default is dropped before, ' +
      'as `PruneNonNullableNullsWithoutDefaults` does), `x-kubernetes-int-or-string`. Formats: only those the v1.34 server ' +
      'checks (`supportedVersionedFormats`): `bsonobjectid`, `uri`, `email`, `hostname`, `ipv4`, `ipv6`, `cidr`, `mac`, `uuid`, ' +
      '`uuid3`, `uuid4`, `uuid5`, `isbn`, `isbn10`, `isbn13`, `creditcard`, `ssn`, `hexcolor`, `rgbcolor`, `byte`, `password`, ' +
      '`date`, `duration`, `date-time`, `k8s-short-name`, `k8s-long-name`. The server strips every other format (`int32`, ' +
      '`int64`, `double`, …) before validating, so they check nothing. `uri` and `email` follow Go parsers and are checked ' +
      'loosely (never stricter than the server).',
  },
});
