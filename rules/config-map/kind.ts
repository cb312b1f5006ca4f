import { type KindDefinition, s } from '@plumbline/engine';

/** The server's limit on the summed size of `data` and `binaryData` values (`MaxSecretSize`, 1 MiB). */
export const MAX_CONFIG_MAP_SIZE = 1024 * 1024;

export const configMapSchema = s.object({
  data: s.stringMap({
    description:
      'Configuration as text. Keys: letters, digits, `-`, `_` and `.`, at most 253 characters, not `.` or ' +
      '`..`. Values must be UTF-8 text; use `binaryData` for anything else.',
  }),
  binaryData: s.map(s.bytes(), {
    description: 'Configuration as bytes, written as base64. Same key rules as `data`, and no key may ' + 'appear in both.',
  }),
  immutable: s.boolean({
    description:
      'When true, `data` and `binaryData` can no longer change and `immutable` cannot be unset; only ' +
      'metadata stays editable. Unset means mutable.',
  }),
});

export const configMapKind: KindDefinition = {
  kind: 'ConfigMap',
  group: '',
  version: 'v1',
  namespaced: true,
  nameFormat: 'dns1123-subdomain',
  schema: configMapSchema,
  spec: { doc: 'part3', section: 'ConfigMap' },
};
