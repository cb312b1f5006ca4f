import { base64DecodedLength, type JsonObject, type KindDefinition, s, setField } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';

/** `MaxSecretSize`: the summed size of the decoded `data` values, 1 MiB. */
export const MAX_SECRET_SIZE = 1024 * 1024;

/** Secret types the server knows, as suffixes of `<vendor_domain>/` (besides `Opaque` and `bootstrap.<vendor_domain>/token`). */
export const VENDOR_SECRET_TYPES = ['service-account-token', 'dockercfg', 'dockerconfigjson', 'basic-auth', 'ssh-auth', 'tls'] as const;

export const secretSchema = s.object({
  data: s.map(s.bytes({ sensitive: true }), {
    description:
      'Secret values as base64 (standard alphabet, padded). Keys: letters, digits, ' +
      '`-`, `_` and `.`, at most 253 characters, not `.` or `..`. All values together at most 1 MiB.',
  }),
  stringData: s.map(s.string({ sensitive: true }), {
    description:
      'Write-only plain-text values; the server encodes them and merges them ' +
      'into `data`, replacing a value of the same key. Never returned on read.',
  }),
  immutable: s.boolean({
    description: 'When true, `data` can no longer change and `immutable` cannot be unset; only metadata stays ' + 'editable.',
  }),
  type: s.string({
    description:
      'How the data is used: `Opaque` (default), `kubernetes.io/service-account-token`, `kubernetes.io/dockercfg`, ' +
      '`kubernetes.io/dockerconfigjson`, `kubernetes.io/basic-auth`, `kubernetes.io/ssh-auth`, `kubernetes.io/tls`, ' +
      '`bootstrap.kubernetes.io/token`, or any custom value. Immutable.',
    enum: ['Opaque', ...VENDOR_SECRET_TYPES.map((t) => `kubernetes.io/${t}`), 'bootstrap.kubernetes.io/token'],
  }),
});

export interface SecretView {
  /** `type`, defaulted to `Opaque` when empty. */
  readonly type: string;
  /** `data` with `stringData` encoded and merged in, as the server validates it. */
  readonly data: Readonly<Record<string, string>>;
  /** Keys whose value comes from `stringData`. */
  readonly fromStringData: ReadonlySet<string>;
  /** Keys written in both `data` and `stringData` (the `stringData` value wins). */
  readonly overwritten: readonly string[];
  /** The summed size in bytes of the decoded values (a value that is not base64 counts 0). */
  readonly size: number;
}

/*
 * About ten rules read the view of the same object, and encoding `stringData` costs time
 * in proportion to its size (up to 1 MiB): compute it once per object. This is safe for
 * `ctx.object`: the engine builds a new one for every validation and rules do not change it.
 */
const views = new WeakMap<JsonObject, SecretView>();

/**
 * The Secret as the server validates it: `type` defaults to `Opaque`, and the
 * conversion from v1 encodes `stringData` and merges it into `data`, replacing values
 * of the same key. Rules read this view so that they see what the server sees, while
 * the object keeps both maps for pointing at where a key was written. For `ctx.object`;
 * use `storedSecretView` for `ctx.oldObject`.
 */
export function secretView(object: JsonObject): SecretView {
  let view = views.get(object);
  if (!view) {
    view = computeSecretView(object);
    views.set(object, view);
  }
  return view;
}

/**
 * The view of the stored object of an update (`ctx.oldObject`), computed every time: the
 * engine copies that object only for kinds with defaults, so it may be the caller's own,
 * which the caller may change between two validations.
 */
export function storedSecretView(object: JsonObject): SecretView {
  return computeSecretView(object);
}

function computeSecretView(object: JsonObject): SecretView {
  const type = typeof object.type === 'string' && object.type !== '' ? object.type : 'Opaque';
  const data: Record<string, string> = {};
  const fromStringData = new Set<string>();
  const overwritten: string[] = [];
  const sizes = new Map<string, number>();
  if (isObject(object.data)) {
    for (const [k, v] of Object.entries(object.data)) {
      if (typeof v !== 'string') continue;
      setField(data, k, v);
      sizes.set(k, base64DecodedLength(v) ?? 0);
    }
  }
  if (isObject(object.stringData)) {
    for (const [k, v] of Object.entries(object.stringData)) {
      if (typeof v !== 'string') continue;
      // Own keys only: `toString` in stringData overwrites nothing unless data has it too.
      if (Object.hasOwn(data, k)) overwritten.push(k);
      // One pass over the UTF-8 bytes: a megabyte value must not be built byte by byte.
      const bytes = Buffer.from(v, 'utf8');
      setField(data, k, bytes.toString('base64'));
      sizes.set(k, bytes.length);
      fromStringData.add(k);
    }
  }
  let size = 0;
  for (const n of sizes.values()) size += n;
  return { type, data, fromStringData, overwritten, size };
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
  preparedFields: [],
};
