import {
  dns1123Label,
  dns1123Subdomain,
  type JsonObject,
  labelValue,
  parseQuantity,
  type PathSegment,
  qualifiedName,
} from '@plumbline/engine';
import { arr, isObject, isSet, pathText } from '../_shared/helpers.js';
import type { PodSpecAt, VolumeAt } from '../_shared/pod-template.js';
import { volumesOf } from '../_shared/pod-template.js';
import { divisorProblem } from '../_shared/resource-divisor.js';
import {
  VOLUME_SOURCE_ORDER,
  checkCsi,
  checkVendorSource,
  isVendorSource,
  checkFc,
  checkFlexVolume,
  checkHostPath,
  checkIscsi,
  checkNfs,
  claimSpecProblems,
  forbidden,
  invalid,
  localDescendingPath,
  localNonReservedPath,
  notSupported,
  required,
  selectorProblems,
  type Problem,
} from '../_shared/volume-sources.js';

/**
 * The API server's checks of Pod volumes (`ValidateVolumes` and the source
 * validators it calls), as pure functions over one volume. Each volume rule reports
 * one group of them; the volume-mount rule uses all of them, because the server
 * only lets mounts refer to volumes that validated without errors.
 */

export interface VolumeEnv {
  gate(name: string): boolean;
  /** Name of the Pod, for Pod objects (ephemeral claims are named `<pod>-<volume>`). */
  podName?: string;
  /** Claim names the Pod's ephemeral volumes create. */
  createdClaims: Set<string>;
}

export const FILE_MODE_PROBLEM = 'must be a number between 0 and 0777 (octal), both inclusive';
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function envFor(pod: PodSpecAt, gate: (name: string) => boolean): VolumeEnv {
  const createdClaims = new Set<string>();
  if (pod.podName) {
    for (const v of volumesOf(pod))
      if (isSet(v.volume.ephemeral) && typeof v.volume.name === 'string') createdClaims.add(`${pod.podName}-${v.volume.name}`);
  }
  return { gate, ...(pod.podName ? { podName: pod.podName } : {}), createdClaims };
}

/** Sources set on the volume, in the server's order; the first one is validated, the others refused. */
export function setSources(volume: JsonObject, env?: VolumeEnv): string[] {
  return VOLUME_SOURCE_ORDER.filter((k) => isSet(volume[k]) && !(k === 'image' && env && !env.gate('ImageVolume')));
}

/** The source the server validates (the first one set). */
export function activeSource(volume: JsonObject, env?: VolumeEnv): string | undefined {
  return setSources(volume, env)[0];
}

/** The server drops image volumes (and the mounts of them) while the ImageVolume gate is off. */
export function isDroppedVolume(volume: JsonObject, env: VolumeEnv): boolean {
  return isSet(volume.image) && !env.gate('ImageVolume');
}

// --- name and source count

export function nameProblems(v: VolumeAt): Problem[] {
  const name = str(v.volume.name);
  const at: PathSegment[] = [...v.path, 'name'];
  if (name === '') return [required('nameRequired', at)];
  return dns1123Label(name).map((p) => invalid('nameInvalid', at, name, p));
}

export function sourceCountProblems(volume: JsonObject, path: PathSegment[], env: VolumeEnv): Problem[] {
  return setSources(volume, env)
    .slice(1)
    .map((k) => ({
      ...forbidden('extraSource', [...path, k], 'may not specify more than 1 volume type'),
      data: { path: pathText([...path, k]), source: k, first: setSources(volume, env)[0]! },
    }));
}

// --- modes

function modeProblem(value: unknown, path: PathSegment[]): Problem[] {
  return typeof value === 'number' && (value < 0 || value > 0o777) ? [invalid('modeOutOfRange', path, value, FILE_MODE_PROBLEM)] : [];
}

export function modeProblems(volume: JsonObject, path: PathSegment[], env: VolumeEnv): Problem[] {
  const out: Problem[] = [];
  const source = activeSource(volume, env);
  if (source !== 'secret' && source !== 'configMap' && source !== 'downwardAPI' && source !== 'projected') return out;
  const src = volume[source] as JsonObject;
  const at: PathSegment[] = [...path, source];
  out.push(...modeProblem(src.defaultMode, [...at, 'defaultMode']));
  if (source === 'secret' || source === 'configMap') {
    arr(src.items).forEach((item, i) => isObject(item) && out.push(...modeProblem(item.mode, [...at, 'items', i, 'mode'])));
  } else if (source === 'downwardAPI') {
    for (const item of arr(src.items)) if (isObject(item)) out.push(...modeProblem(item.mode, [...at, 'mode']));
  } else {
    arr(src.sources).forEach((entry, i) => {
      if (!isObject(entry)) return;
      for (const kind of ['secret', 'configMap'] as const) {
        const member = entry[kind];
        if (isObject(member))
          arr(member.items).forEach(
            (item, j) => isObject(item) && out.push(...modeProblem(item.mode, [...at, 'sources', i, kind, 'items', j, 'mode'])),
          );
      }
      if (isObject(entry.downwardAPI))
        for (const item of arr(entry.downwardAPI.items))
          if (isObject(item)) out.push(...modeProblem(item.mode, [...at, 'sources', i, 'downwardAPI', 'mode']));
    });
  }
  return out;
}

// --- item paths (KeyToPath, DownwardAPIVolumeFile paths) and duplicate projected paths

function keyToPathProblems(item: JsonObject, path: PathSegment[]): Problem[] {
  const out: Problem[] = [];
  if (str(item.key) === '') out.push(required('keyRequired', [...path, 'key']));
  const p = str(item.path);
  if (p === '') out.push(required('pathRequired', [...path, 'path']));
  else out.push(...localNonReservedPath(p, [...path, 'path']));
  return out;
}

function downwardPathProblems(item: JsonObject, path: PathSegment[]): Problem[] {
  const p = str(item.path);
  return p === '' ? [required('pathRequired', [...path, 'path'])] : localNonReservedPath(p, [...path, 'path']);
}

export function itemPathProblems(volume: JsonObject, path: PathSegment[], env: VolumeEnv): Problem[] {
  const out: Problem[] = [];
  const source = activeSource(volume, env);
  if (source === 'secret' || source === 'configMap') {
    arr((volume[source] as JsonObject).items).forEach(
      (item, i) => isObject(item) && out.push(...keyToPathProblems(item, [...path, source, 'items', i])),
    );
  } else if (source === 'downwardAPI') {
    for (const item of arr((volume.downwardAPI as JsonObject).items))
      if (isObject(item)) out.push(...downwardPathProblems(item, [...path, 'downwardAPI']));
  } else if (source === 'projected') {
    const projectedPath: PathSegment[] = [...path, 'projected'];
    const seen = new Set<string>();
    const claim = (p: string, label: string): void => {
      if (p === '') return;
      if (seen.has(p))
        out.push({
          ...invalid('duplicatePath', projectedPath, label, 'conflicting duplicate paths'),
          data: { path: pathText(projectedPath), value: label, file: p },
        });
      seen.add(p);
    };
    arr((volume.projected as JsonObject).sources).forEach((entry, i) => {
      if (!isObject(entry)) return;
      const at: PathSegment[] = [...projectedPath, 'sources', i];
      for (const kind of ['secret', 'configMap'] as const) {
        const member = entry[kind];
        if (!isObject(member)) continue;
        arr(member.items).forEach((item, j) => {
          if (!isObject(item)) return;
          out.push(...keyToPathProblems(item, [...at, kind, 'items', j]));
          claim(str(item.path), str(member.name));
        });
      }
      if (isObject(entry.downwardAPI)) {
        for (const item of arr(entry.downwardAPI.items)) {
          if (!isObject(item)) continue;
          out.push(...downwardPathProblems(item, [...at, 'downwardAPI']));
          claim(str(item.path), str(item.path));
        }
      }
      if (isObject(entry.clusterTrustBundle) && env.gate('ClusterTrustBundleProjection'))
        claim(str(entry.clusterTrustBundle.path), str(entry.clusterTrustBundle.path));
      if (isObject(entry.podCertificate) && env.gate('PodCertificateRequest')) {
        for (const k of ['credentialBundlePath', 'keyPath', 'certificateChainPath'])
          claim(str(entry.podCertificate[k]), str(entry.podCertificate[k]));
      }
    });
  }
  return out;
}

// --- references to other objects

export function referenceProblems(volume: JsonObject, path: PathSegment[], env: VolumeEnv): Problem[] {
  const out: Problem[] = [];
  const source = activeSource(volume, env);
  if (source === 'secret' && str((volume.secret as JsonObject).secretName) === '')
    out.push(required('secretNameRequired', [...path, 'secret', 'secretName']));
  if (source === 'configMap' && str((volume.configMap as JsonObject).name) === '')
    out.push(required('configMapNameRequired', [...path, 'configMap', 'name']));
  if (source === 'persistentVolumeClaim') {
    const claimName = str((volume.persistentVolumeClaim as JsonObject).claimName);
    const at: PathSegment[] = [...path, 'persistentVolumeClaim', 'claimName'];
    if (claimName === '') out.push(required('claimNameRequired', at));
  }
  if (source === 'projected') {
    arr((volume.projected as JsonObject).sources).forEach((entry, i) => {
      if (!isObject(entry)) return;
      for (const kind of ['secret', 'configMap'] as const) {
        if (isObject(entry[kind]) && str((entry[kind] as JsonObject).name) === '') {
          out.push(
            required(kind === 'secret' ? 'secretNameRequired' : 'configMapNameRequired', [
              ...path,
              'projected',
              'sources',
              i,
              kind,
              'name',
            ]),
          );
        }
      }
    });
  }
  return out;
}

/** A claim volume that names the claim an ephemeral volume of the same Pod creates (checked outside the volume's own errors). */
export function ownEphemeralClaimProblems(volume: JsonObject, path: PathSegment[], env: VolumeEnv): Problem[] {
  if (!isObject(volume.persistentVolumeClaim)) return [];
  const claimName = str(volume.persistentVolumeClaim.claimName);
  if (!env.createdClaims.has(claimName)) return [];
  return [
    invalid(
      'ephemeralClaim',
      [...path, 'persistentVolumeClaim', 'claimName'],
      claimName,
      'must not reference a PVC that gets ' + 'created for an ephemeral volume',
    ),
  ];
}

// --- downward API items

export const DOWNWARD_FIELD_PATHS = [
  'metadata.annotations',
  'metadata.labels',
  'metadata.name',
  'metadata.namespace',
  'metadata.uid',
] as const;
const POD_FIELD_LABELS = new Set([
  ...DOWNWARD_FIELD_PATHS,
  'spec.nodeName',
  'spec.restartPolicy',
  'spec.serviceAccountName',
  'spec.schedulerName',
  'status.phase',
  'status.hostIP',
  'status.hostIPs',
  'status.podIP',
  'status.podIPs',
  'spec.host',
]);
export const RESOURCE_FIELDS = [
  'limits.cpu',
  'limits.ephemeral-storage',
  'limits.memory',
  'requests.cpu',
  'requests.ephemeral-storage',
  'requests.memory',
] as const;

function subscripted(fieldPath: string): { path: string; subscript: string } | undefined {
  const m = /^(.*)\['(.*)'\]$/.exec(fieldPath);
  return m ? { path: m[1]!, subscript: m[2]! } : undefined;
}

function downwardFileProblems(item: JsonObject, path: PathSegment[]): Problem[] {
  const out: Problem[] = [];
  if (isObject(item.fieldRef)) {
    const at: PathSegment[] = [...path, 'fieldRef'];
    const apiVersion = str(item.fieldRef.apiVersion) || 'v1';
    const fieldPath = str(item.fieldRef.fieldPath);
    if (fieldPath === '') out.push(required('fieldPathRequired', [...at, 'fieldPath']));
    else if (apiVersion !== 'v1') {
      out.push({
        ...invalid(
          'apiVersionUnsupported',
          [...at, 'fieldPath'],
          fieldPath,
          `error converting fieldPath: unsupported pod version: ${apiVersion}`,
        ),
        data: { path: pathText([...at, 'fieldPath']), value: fieldPath, apiVersion },
      });
    } else {
      const sub = subscripted(fieldPath);
      if (sub) {
        if (sub.path === 'metadata.annotations' || sub.path === 'metadata.labels') {
          const key = sub.path === 'metadata.annotations' ? sub.subscript.toLowerCase() : sub.subscript;
          for (const p of qualifiedName(key)) out.push(invalid('subscriptKeyInvalid', at, sub.subscript, p));
        } else {
          out.push(
            invalid(
              'subscriptNotSupported',
              [...at, 'fieldPath'],
              fieldPath,
              `error converting fieldPath: field label does not support subscript: ${sub.path}`,
            ),
          );
        }
      } else if (!POD_FIELD_LABELS.has(fieldPath)) {
        out.push(
          invalid(
            'fieldLabelUnknown',
            [...at, 'fieldPath'],
            fieldPath,
            `error converting fieldPath: field label not supported: ${fieldPath}`,
          ),
        );
      } else if (!(DOWNWARD_FIELD_PATHS as readonly string[]).includes(fieldPath === 'spec.host' ? 'spec.nodeName' : fieldPath)) {
        out.push(
          notSupported(
            'fieldPathNotSupported',
            [...at, 'fieldPath'],
            fieldPath === 'spec.host' ? 'spec.nodeName' : fieldPath,
            DOWNWARD_FIELD_PATHS,
          ),
        );
      }
    }
    if (isObject(item.resourceFieldRef))
      out.push(invalid('bothRefs', path, 'resource', 'fieldRef and resourceFieldRef can not be ' + 'specified simultaneously'));
  } else if (isObject(item.resourceFieldRef)) {
    const at: PathSegment[] = [...path, 'resourceFieldRef'];
    const ref = item.resourceFieldRef;
    const resource = str(ref.resource);
    if (str(ref.containerName) === '') out.push(required('containerNameRequired', [...at, 'containerName']));
    else if (resource === '') out.push(required('resourceRequired', [...at, 'resource']));
    else if (
      !(RESOURCE_FIELDS as readonly string[]).includes(resource) &&
      !resource.startsWith('requests.hugepages-') &&
      !resource.startsWith('limits.hugepages-')
    ) {
      out.push(notSupported('resourceNotSupported', [...at, 'resource'], resource, RESOURCE_FIELDS));
    } else if (isSet(ref.divisor)) {
      const q = parseQuantity(ref.divisor);
      if (q && q.value !== 0) {
        const cpu = resource.endsWith('.cpu');
        // Compared in canonical form, as the server does: 1000m is 1, but 1024 is not 1Ki.
        if (divisorProblem(resource, ref.divisor) !== undefined)
          out.push({
            ...invalid(cpu ? 'cpuDivisorInvalid' : 'divisorInvalid', [...at, 'divisor'], q.text, ''),
            data: { path: pathText([...at, 'divisor']), value: q.text, resource },
          });
      }
    }
  } else {
    out.push(required('refRequired', path, 'one of fieldRef and resourceFieldRef is required'));
  }
  return out;
}

export function downwardApiProblems(volume: JsonObject, path: PathSegment[], env: VolumeEnv): Problem[] {
  const out: Problem[] = [];
  const source = activeSource(volume, env);
  if (source === 'downwardAPI') {
    for (const item of arr((volume.downwardAPI as JsonObject).items))
      if (isObject(item)) out.push(...downwardFileProblems(item, [...path, 'downwardAPI']));
  } else if (source === 'projected') {
    arr((volume.projected as JsonObject).sources).forEach((entry, i) => {
      if (!isObject(entry) || !isObject(entry.downwardAPI)) return;
      for (const item of arr(entry.downwardAPI.items))
        if (isObject(item)) out.push(...downwardFileProblems(item, [...path, 'projected', 'sources', i, 'downwardAPI']));
    });
  }
  return out;
}

// --- projected sources: one member each, service account tokens, trust bundles, pod certificates

export const KEY_TYPES = ['RSA3072', 'RSA4096', 'ECDSAP256', 'ECDSAP384', 'ECDSAP521', 'ED25519'] as const;

function signerNameProblems(value: string, path: PathSegment[]): Problem[] {
  if (value === '') return [required('signerRequired', path)];
  const slash = value.indexOf('/');
  if (slash <= 0 || slash === value.length - 1)
    return [invalid('signerFormat', path, value, 'must be a fully qualified domain and path ' + "of the form 'example.com/signer-name'")];
  return dns1123Subdomain(value.slice(0, slash)).map((p) => ({
    ...invalid('signerDomainInvalid', path, value, p),
    data: { path: pathText(path), value, domain: value.slice(0, slash), detail: p },
  }));
}

export function projectionProblems(volume: JsonObject, path: PathSegment[], env: VolumeEnv): Problem[] {
  const out: Problem[] = [];
  if (activeSource(volume, env) !== 'projected') return out;
  const projectedPath: PathSegment[] = [...path, 'projected'];
  arr((volume.projected as JsonObject).sources).forEach((entry, i) => {
    if (!isObject(entry)) return;
    const at: PathSegment[] = [...projectedPath, 'sources', i];
    const members = ['secret', 'configMap', 'downwardAPI', 'serviceAccountToken', 'clusterTrustBundle', 'podCertificate'].filter((k) => {
      if (!isSet(entry[k])) return false;
      if (k === 'clusterTrustBundle') return env.gate('ClusterTrustBundleProjection');
      if (k === 'podCertificate') return env.gate('PodCertificateRequest');
      return true;
    });
    if (members.length > 1) {
      out.push({
        ...forbidden('extraMember', at, 'may not specify more than 1 volume type per source'),
        data: { path: pathText(at), members: members.join(', ') },
      });
    }
    const sat = entry.serviceAccountToken;
    if (isObject(sat)) {
      const exp = typeof sat.expirationSeconds === 'number' ? sat.expirationSeconds : 3600;
      const expPath: PathSegment[] = [...at, 'serviceAccountToken', 'expirationSeconds'];
      if (exp < 600) out.push(invalid('tokenTooShort', expPath, exp, 'may not specify a duration less than 10 minutes'));
      if (exp > 2 ** 32) out.push(invalid('tokenTooLong', expPath, exp, 'may not specify a duration larger than 2^32 seconds'));
      // The server reports the token path at `<volume>.projected.path`; the editor points at the token's path.
      const tokenPath = str(sat.path);
      if (tokenPath === '') out.push(required('tokenPathRequired', [...projectedPath, 'path']));
      else
        out.push(
          ...localNonReservedPath(tokenPath, [...projectedPath, 'path']).map((p) => ({ ...p, at: [...at, 'serviceAccountToken', 'path'] })),
        );
    }
    const ctb = entry.clusterTrustBundle;
    if (isObject(ctb) && env.gate('ClusterTrustBundleProjection')) {
      const cp: PathSegment[] = [...at, 'clusterTrustBundle'];
      const usingName = isSet(ctb.name);
      const usingSigner = isSet(ctb.signerName);
      if (usingName && usingSigner)
        out.push(invalid('bundleNameAndSigner', cp, 'clusterTrustBundle', 'only one of name and signerName ' + 'may be used'));
      else if (usingName) {
        if (str(ctb.name) === '') out.push(required('bundleNameRequired', [...cp, 'name'], 'must be a valid object name'));
        if (isSet(ctb.labelSelector))
          out.push(
            invalid(
              'bundleSelectorWithName',
              [...cp, 'labelSelector'],
              'labelSelector',
              'labelSelector must be unset ' + 'if name is specified',
            ),
          );
      } else if (usingSigner) {
        out.push(...signerNameProblems(str(ctb.signerName), [...cp, 'signerName']));
        out.push(...selectorProblems(ctb.labelSelector, [...cp, 'labelSelector']));
      } else {
        out.push(required('bundleSourceRequired', cp, 'either name or signerName must be specified'));
      }
      const p = str(ctb.path);
      if (p === '') out.push(required('pathRequired', [...cp, 'path']));
      else out.push(...localNonReservedPath(p, [...cp, 'path']));
    }
    const pc = entry.podCertificate;
    if (isObject(pc) && env.gate('PodCertificateRequest')) {
      const cp: PathSegment[] = [...at, 'podCertificate'];
      out.push(...signerNameProblems(str(pc.signerName), [...cp, 'signerName']));
      const keyType = str(pc.keyType);
      if (!(KEY_TYPES as readonly string[]).includes(keyType))
        out.push(notSupported('keyTypeNotSupported', [...cp, 'keyType'], keyType, KEY_TYPES));
      if (typeof pc.maxExpirationSeconds === 'number') {
        const max = str(pc.signerName).startsWith('kubernetes.io/') ? 86400 : 7862400;
        const mp: PathSegment[] = [...cp, 'maxExpirationSeconds'];
        if (pc.maxExpirationSeconds < 3600)
          out.push(invalid('maxExpirationTooShort', mp, pc.maxExpirationSeconds, 'if provided, ' + 'maxExpirationSeconds must be >= 3600'));
        if (pc.maxExpirationSeconds > max) {
          out.push({
            ...invalid('maxExpirationTooLong', mp, pc.maxExpirationSeconds, `if provided, maxExpirationSeconds must be <= ${max}`),
            data: { path: pathText(mp), value: pc.maxExpirationSeconds, max },
          });
        }
      }
      let paths = 0;
      for (const k of ['credentialBundlePath', 'keyPath', 'certificateChainPath']) {
        const p = str(pc[k]);
        if (p === '') continue;
        paths++;
        out.push(...localNonReservedPath(p, [...cp, k]));
      }
      // Any one path is enough: the v1.34.1 server does not require keyPath and certificateChainPath together.
      if (paths === 0)
        out.push(
          required('certificatePathsRequired', cp, 'specify at least one of credentialBundlePath, keyPath, and ' + 'certificateChainPath'),
        );
    }
  });
  return out;
}

// --- emptyDir, gitRepo, image, ephemeral

export function emptyDirSizeProblems(volume: JsonObject, path: PathSegment[], env: VolumeEnv): Problem[] {
  if (activeSource(volume, env) !== 'emptyDir' || !isObject(volume.emptyDir)) return [];
  const q = parseQuantity(volume.emptyDir.sizeLimit);
  const at: PathSegment[] = [...path, 'emptyDir', 'sizeLimit'];
  return q && q.value < 0
    ? [
        {
          ...forbidden('sizeLimitNegative', at, 'SizeLimit field must be a valid resource quantity'),
          data: { path: pathText(at), value: q.text },
        },
      ]
    : [];
}

export function gitRepoProblems(volume: JsonObject, path: PathSegment[], env: VolumeEnv): Problem[] {
  if (activeSource(volume, env) !== 'gitRepo') return [];
  const src = volume.gitRepo as JsonObject;
  const out: Problem[] = [];
  if (str(src.repository) === '') out.push(required('repositoryRequired', [...path, 'gitRepo', 'repository']));
  const dir = str(src.directory);
  if (dir !== '') out.push(...localDescendingPath(dir, [...path, 'gitRepo', 'directory']));
  return out;
}

export const PULL_POLICIES = ['Always', 'IfNotPresent', 'Never'] as const;

export function imageProblems(volume: JsonObject, path: PathSegment[], env: VolumeEnv, isPod: boolean): Problem[] {
  if (activeSource(volume, env) !== 'image') return [];
  const src = volume.image as JsonObject;
  const out: Problem[] = [];
  const reference = str(src.reference);
  if (isPod && reference === '') out.push(required('referenceRequired', [...path, 'image', 'reference']));
  if (reference !== reference.trim())
    out.push(
      invalid('referenceWhitespace', [...path, 'image', 'reference'], reference, 'must not have leading or ' + 'trailing whitespace'),
    );
  const policy = str(src.pullPolicy);
  if (policy !== '' && !(PULL_POLICIES as readonly string[]).includes(policy))
    out.push(notSupported('pullPolicyNotSupported', [...path, 'image', 'pullPolicy'], policy, PULL_POLICIES));
  return out;
}

export function ephemeralProblems(volume: JsonObject, path: PathSegment[], env: VolumeEnv): Problem[] {
  if (activeSource(volume, env) !== 'ephemeral') return [];
  const src = volume.ephemeral as JsonObject;
  const out: Problem[] = [];
  const at: PathSegment[] = [...path, 'ephemeral', 'volumeClaimTemplate'];
  const template = src.volumeClaimTemplate;
  if (!isObject(template)) out.push(required('templateRequired', at));
  else {
    const meta = isObject(template.metadata) ? template.metadata : {};
    for (const [k, v] of Object.entries(meta)) {
      if (k === 'labels' || k === 'annotations' || !isSet(v) || v === '' || (typeof v === 'number' && v === 0)) continue;
      if ((Array.isArray(v) && v.length === 0) || (isObject(v) && Object.keys(v).length === 0)) continue;
      out.push(forbidden('templateMetadataForbidden', [...at, 'metadata', k], 'cannot be set for a template'));
    }
    if (isObject(meta.labels)) {
      for (const [k, v] of Object.entries(meta.labels)) {
        for (const p of qualifiedName(k)) out.push(invalid('labelKeyInvalid', [...at, 'metadata', 'labels'], k, p));
        if (typeof v === 'string')
          for (const p of labelValue(v)) out.push(invalid('labelValueInvalid', [...at, 'metadata', 'labels'], v, p));
      }
    }
    if (isObject(meta.annotations)) {
      for (const k of Object.keys(meta.annotations))
        for (const p of qualifiedName(k.toLowerCase())) out.push(invalid('annotationKeyInvalid', [...at, 'metadata', 'annotations'], k, p));
    }
    out.push(...claimSpecProblems(isObject(template.spec) ? template.spec : {}, [...at, 'spec']));
  }
  const name = str(volume.name);
  if (env.podName && name !== '') {
    const claimName = `${env.podName}-${name}`;
    for (const p of dns1123Subdomain(claimName))
      out.push({
        ...invalid('claimNameInvalid', [...path, 'name'], name, p),
        data: { path: pathText([...path, 'name']), value: name, claim: claimName, detail: p },
      });
  }
  return out;
}

// --- sources shared with PersistentVolumes

export function sharedSourceProblems(volume: JsonObject, path: PathSegment[], env: VolumeEnv, only?: string): Problem[] {
  const source = activeSource(volume, env);
  if (!source || (only && source !== only)) return [];
  const src = volume[source];
  if (!isObject(src)) return [];
  const at: PathSegment[] = [...path, source];
  switch (source) {
    case 'hostPath':
      return checkHostPath(src, at);
    case 'nfs':
      return checkNfs(src, at);
    case 'iscsi':
      return checkIscsi(src, at, false);
    case 'fc':
      return checkFc(src, at);
    case 'csi':
      return checkCsi(src, at, false);
    case 'flexVolume':
      return checkFlexVolume(src, at);
    default:
      return isVendorSource(source) ? checkVendorSource(source, src, at, false) : [];
  }
}

/** Every error the server finds in one volume (besides the name): such a volume cannot be mounted. */
export function volumeErrors(v: VolumeAt, env: VolumeEnv, isPod: boolean): Problem[] {
  const { volume, path } = v;
  return [
    ...sourceCountProblems(volume, path, env),
    ...modeProblems(volume, path, env),
    ...itemPathProblems(volume, path, env),
    ...referenceProblems(volume, path, env),
    ...downwardApiProblems(volume, path, env),
    ...projectionProblems(volume, path, env),
    ...emptyDirSizeProblems(volume, path, env),
    ...gitRepoProblems(volume, path, env),
    ...imageProblems(volume, path, env, isPod),
    ...ephemeralProblems(volume, path, env),
    ...sharedSourceProblems(volume, path, env),
  ];
}

/** Names of the volumes that validate without errors (those the server lets mounts refer to). */
export function mountableVolumeNames(pod: PodSpecAt, env: VolumeEnv, isPod: boolean): Set<string> {
  const names = new Set<string>();
  for (const v of volumesOf(pod)) {
    if (isDroppedVolume(v.volume, env)) continue;
    const name = str(v.volume.name);
    if (nameProblems(v).length > 0 || names.has(name) || volumeErrors(v, env, isPod).length > 0) continue;
    names.add(name);
  }
  return names;
}
