import { type JsonObject, type KindDefinition, s } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

/** `MaxSecretSize`: the summed size of the decoded `data` values, 1 MiB. */
export const MAX_SECRET_SIZE = 1024 * 1024;

/** Secret types the server knows, as suffixes of `<vendor_domain>/` (besides `Opaque` and `bootstrap.<vendor_domain>/token`). */
export const VENDOR_SECRET_TYPES = ['service-account-token', 'dockercfg', 'dockerconfigjson', 'basic-auth', 'ssh-auth', 'tls'] as const;

export const secretSchema = s.object({
  data: s.map(s.bytes(), { description: 'Secret values as base64 (standard alphabet, padded). Keys: letters, digits, `-`, `_` and `.`, at most 253 characters, not `.` or `..`. All values together at most 1 MiB.' }),
  stringData: s.stringMap({ description: 'Write-only plain-text values; the server encodes them and merges them into `data`, replacing a value of the same key. Never returned on read.' }),
  immutable: s.boolean({ description: 'When true, `data` can no longer change and `immutable` cannot be unset; only metadata stays editable.' }),
  type: s.string({
    description: 'How the data is used: `Opaque` (default), `kubernetes.io/service-account-token`, `kubernetes.io/dockercfg`, `kubernetes.io/dockerconfigjson`, `kubernetes.io/basic-auth`, `kubernetes.io/ssh-auth`, `kubernetes.io/tls`, `bootstrap.kubernetes.io/token`, or any custom value. Immutable.',
    enum: ['Opaque', ...VENDOR_SECRET_TYPES.map((t) => `kubernetes.io/${t}`), 'bootstrap.kubernetes.io/token'],
  }),
});

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export interface SecretView {
  /** `type`, defaulted to `Opaque` when empty. */
  type: string;
  /** `data` with `stringData` encoded and merged in, as the server validates it. */
  data: Record<string, string>;
  /** Keys whose value comes from `stringData`. */
  fromStringData: Set<string>;
  /** Keys written in both `data` and `stringData` (the `stringData` value wins). */
  overwritten: string[];
}

/**
 * The Secret as the server validates it: `type` defaults to `Opaque`, and the
 * conversion from v1 encodes `stringData` and merges it into `data`, replacing values
 * of the same key. Rules read this view so that they see what the server sees, while
 * the object keeps both maps for pointing at where a key was written.
 */
export function secretView(object: JsonObject): SecretView {
  const type = typeof object.type === 'string' && object.type !== '' ? object.type : 'Opaque';
  const data: Record<string, string> = {};
  const fromStringData = new Set<string>();
  const overwritten: string[] = [];
  if (isObject(object.data)) for (const [k, v] of Object.entries(object.data)) if (typeof v === 'string') data[k] = v;
  if (isObject(object.stringData)) {
    for (const [k, v] of Object.entries(object.stringData)) {
      if (typeof v !== 'string') continue;
      if (k in data) overwritten.push(k);
      data[k] = toBase64(v);
      fromStringData.add(k);
    }
  }
  return { type, data, fromStringData, overwritten };
}

/** `type` defaults to `Opaque` (`SetDefaults_Secret`). */
function applySecretDefaults(object: JsonObject): void {
  if (object.type === undefined || object.type === null || object.type === '') object.type = 'Opaque';
}

export const secretKind: KindDefinition = {
  kind: 'Secret',
  group: '',
  version: 'v1',
  namespaced: true,
  nameFormat: 'dns1123-subdomain',
  schema: secretSchema,
  spec: { doc: 'part3', section: 'Secret' },
  applyDefaults: applySecretDefaults,
};
