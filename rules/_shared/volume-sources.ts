import {
  dns1123Label,
  dns1123Subdomain,
  type ErrorReason,
  type JsonObject,
  labelSelector,
  labelSelectorProblems,
  type ObjectNode,
  objectReference,
  parseQuantity,
  type PathSegment,
  s,
  type SchemaNode,
  typedLocalObjectReference,
} from '@plumbline/engine';
import { arr, isObject, isSet, pathText, quoteList } from './helpers.js';

/**
 * Volume sources that PersistentVolumes and Pod volumes share (hostPath, nfs, iscsi,
 * fc, csi, flexVolume and the deprecated vendor sources), the claim spec that
 * PersistentVolumeClaims and ephemeral Pod volumes share, and the checks the API
 * server runs on them. Checks are pure: they return problems with the server's
 * field path and error type; rules turn them into reports.
 */

/**
 * One problem a shared check found. `messageId` names the problem (`pathRequired`,
 * `lunOutOfRange`, …); the rule that reports it defines the message under that id, written
 * for its own fields, so a Problem can be given to `ctx.report` as it is. `data` holds
 * `path` and, where there is one, the `value` found, the `allowed` values, and `detail`:
 * the API server's own explanation (for example the DNS-1123 text of a name validator).
 */
export interface Problem {
  messageId: string;
  path: PathSegment[];
  reason: ErrorReason;
  data: Record<string, string | number>;
  /** Where the editor points when the server's path names no node of the file. */
  at?: PathSegment[];
}

export function required(messageId: string, path: PathSegment[], detail = ''): Problem {
  return { messageId, path, reason: 'FieldValueRequired', data: { path: pathText(path), detail } };
}
export function invalid(messageId: string, path: PathSegment[], value: unknown, detail: string): Problem {
  return { messageId, path, reason: 'FieldValueInvalid', data: { path: pathText(path), value: String(value), detail } };
}
export function notSupported(messageId: string, path: PathSegment[], value: unknown, allowed: readonly string[]): Problem {
  return {
    messageId,
    path,
    reason: 'FieldValueNotSupported',
    data: { path: pathText(path), value: String(value), allowed: quoteList(allowed) },
  };
}
export function forbidden(messageId: string, path: PathSegment[], detail: string): Problem {
  return { messageId, path, reason: 'FieldValueForbidden', data: { path: pathText(path), detail } };
}

// ---------------------------------------------------------------------------
// Schemas

const secretReference = s.object({
  name: s.string({ description: 'Name of the Secret.' }),
  namespace: s.string({ description: 'Namespace of the Secret.' }),
});
const localRef = s.object({ name: s.string({ description: "Name of a Secret in the Pod's namespace." }) });

export const HOST_PATH_TYPES = [
  '',
  'BlockDevice',
  'CharDevice',
  'Directory',
  'DirectoryOrCreate',
  'File',
  'FileOrCreate',
  'Socket',
] as const;

export const hostPathSchema = s.object({
  path: s.string({ description: 'Path on the node; required; no `..` element. For single-node development and testing only.' }),
  type: s.enumOf(HOST_PATH_TYPES, {
    description:
      'Check before mounting: empty (none), BlockDevice, CharDevice, Directory, ' + 'DirectoryOrCreate, File, FileOrCreate or Socket.',
  }),
});

export const nfsSchema = s.object({
  server: s.string({ description: 'Hostname or IP of the NFS server; required.' }),
  path: s.string({ description: 'Absolute path exported by the server; required.' }),
  readOnly: s.boolean({ description: 'Mount read-only; default false.' }),
});

function iscsiSchema(secret: SchemaNode): ObjectNode {
  return s.object({
    targetPortal: s.string({ description: 'IP or ip:port of the target portal; required.' }),
    iqn: s.string({ description: 'Target name in iqn, eui or naa format; required.' }),
    lun: s.int32({ description: 'Target LUN, 0 to 255.' }),
    iscsiInterface: s.string({ description: 'iSCSI interface; default `default`.' }),
    fsType: s.string({ description: 'Filesystem type, for example ext4.' }),
    readOnly: s.boolean({ description: 'Mount read-only; default false.' }),
    portals: s.array(s.string(), { description: 'More target portals (IP or ip:port).' }),
    chapAuthDiscovery: s.boolean({ description: 'Use CHAP for discovery; needs `secretRef`.' }),
    chapAuthSession: s.boolean({ description: 'Use CHAP for the session; needs `secretRef`.' }),
    secretRef: secret,
    initiatorName: s.string({ description: 'Custom initiator name in iqn, eui or naa format.' }),
  });
}
export const iscsiPvSchema = iscsiSchema(secretReference);
export const iscsiVolumeSchema = iscsiSchema(localRef);

export const fcSchema = s.object({
  targetWWNs: s.array(s.string(), { description: 'Target world wide names; with `lun`, or use `wwids` instead.' }),
  lun: s.int32({ description: 'Target LUN, 0 to 255; required with `targetWWNs`.' }),
  fsType: s.string({ description: 'Filesystem type.' }),
  readOnly: s.boolean({ description: 'Mount read-only; default false.' }),
  wwids: s.array(s.string(), { description: 'Volume world wide identifiers; excludes `targetWWNs` and `lun`.' }),
});

function flexSchema(secret: SchemaNode): ObjectNode {
  return s.object(
    {
      driver: s.string({ description: 'Name of the FlexVolume driver; required.' }),
      fsType: s.string({ description: 'Filesystem type.' }),
      secretRef: secret,
      readOnly: s.boolean({ description: 'Mount read-only; default false.' }),
      options: s.stringMap({ description: 'Extra options for the driver.' }),
    },
    { description: 'Deprecated: use a CSI driver.', deprecated: 'FlexVolume is deprecated; use a CSI driver' },
  );
}
export const flexPvSchema = flexSchema(secretReference);
export const flexVolumeSchema = flexSchema(localRef);

export const csiPvSchema = s.object({
  driver: s.string({ description: 'CSI driver name (DNS subdomain, at most 63 characters); required.' }),
  volumeHandle: s.string({ description: 'Identifier the driver gives the volume; required.' }),
  readOnly: s.boolean({ description: 'Publish read-only; default false.' }),
  fsType: s.string({ description: 'Filesystem type.' }),
  volumeAttributes: s.stringMap({ description: 'Driver-specific attributes.' }),
  controllerPublishSecretRef: secretReference,
  nodeStageSecretRef: secretReference,
  nodePublishSecretRef: secretReference,
  controllerExpandSecretRef: secretReference,
  nodeExpandSecretRef: secretReference,
});

export const csiVolumeSchema = s.object({
  driver: s.string({ description: 'CSI driver name (DNS subdomain, at most 63 characters); required.' }),
  readOnly: s.boolean({ description: 'Mount read-only; default false.' }),
  fsType: s.string({ description: 'Filesystem type.' }),
  volumeAttributes: s.stringMap({ description: 'Driver-specific attributes.' }),
  nodePublishSecretRef: localRef,
});

export const localSchema = s.object({
  path: s.string({ description: 'Directory or block device on the node; required; no `..` element.' }),
  fsType: s.string({ description: 'Filesystem type, only when `path` is a block device.' }),
});

/** Vendor sources that still exist in the API, all deprecated (most are redirected to CSI drivers). */
export const VENDOR_SOURCES = [
  'awsElasticBlockStore',
  'azureDisk',
  'azureFile',
  'cephfs',
  'cinder',
  'flocker',
  'gcePersistentDisk',
  'glusterfs',
  'photonPersistentDisk',
  'portworxVolume',
  'quobyte',
  'rbd',
  'scaleIO',
  'storageos',
  'vsphereVolume',
] as const;

const fsType = (): SchemaNode => s.string({ description: 'Filesystem type, for example ext4.' });
const readOnly = (): SchemaNode => s.boolean({ description: 'Mount read-only; default false.' });
const monitors = (): SchemaNode => s.array(s.string(), { description: 'Ceph monitor addresses; required.' });
const partition = (): SchemaNode => s.int32({ description: 'Partition to mount, 1 to 255; 0 (default) mounts the whole disk.' });
const podSecretRef = (what: string): SchemaNode => ({ ...localRef, description: `Secret with ${what}, in the Pod's namespace.` });
const pvSecretRef = (what: string): SchemaNode => ({ ...secretReference, description: `Secret with ${what}.` });

export const AZURE_CACHING_MODES = ['None', 'ReadOnly', 'ReadWrite'] as const;
export const AZURE_DISK_KINDS = ['Dedicated', 'Managed', 'Shared'] as const;

/** The fields of one vendor source; `pv` picks the PersistentVolume variant where the API has two. */
function vendorFields(name: (typeof VENDOR_SOURCES)[number], pv: boolean): Record<string, SchemaNode> {
  const secret = pv ? pvSecretRef : podSecretRef;
  switch (name) {
    case 'awsElasticBlockStore':
      return {
        volumeID: s.string({ description: 'ID of the EBS volume; required.' }),
        fsType: fsType(),
        partition: partition(),
        readOnly: readOnly(),
      };
    case 'gcePersistentDisk':
      return {
        pdName: s.string({ description: 'Name of the persistent disk in GCE; required.' }),
        fsType: fsType(),
        partition: partition(),
        readOnly: readOnly(),
      };
    case 'azureDisk':
      return {
        diskName: s.string({ description: 'Name of the data disk; required.' }),
        diskURI: s.string({
          description: 'URI of the disk; required. `/subscriptions/...` for Managed disks, `https://...` for the blob ' + 'kinds.',
        }),
        cachingMode: s.enumOf(AZURE_CACHING_MODES, { description: 'Host caching: None, ReadOnly or ReadWrite (default).' }),
        fsType: s.string({ description: 'Filesystem type; default ext4.' }),
        readOnly: readOnly(),
        kind: s.enumOf(AZURE_DISK_KINDS, { description: 'Shared (default), Dedicated or Managed; decides the form `diskURI` must have.' }),
      };
    case 'azureFile':
      return {
        secretName: s.string({ description: 'Secret with the storage account name and key; required.' }),
        shareName: s.string({ description: 'Name of the file share; required.' }),
        readOnly: readOnly(),
        ...(pv
          ? { secretNamespace: s.string({ description: "Namespace of the Secret; default the Pod's namespace; not empty when set." }) }
          : {}),
      };
    case 'cephfs':
      return {
        monitors: monitors(),
        path: s.string({ description: 'Path inside the file system to mount; default `/`.' }),
        user: s.string({ description: 'RADOS user name; default admin.' }),
        secretFile: s.string({ description: 'Path of the keyring file; default /etc/ceph/user.secret.' }),
        secretRef: secret("the user's key"),
        readOnly: readOnly(),
      };
    case 'cinder':
      return {
        volumeID: s.string({ description: 'ID of the Cinder volume; required.' }),
        fsType: fsType(),
        readOnly: readOnly(),
        secretRef: secret('OpenStack credentials'),
      };
    case 'flocker':
      return {
        datasetName: s.string({ description: 'Flocker dataset name (metadata); no `/`; set this or `datasetUUID`, not both.' }),
        datasetUUID: s.string({ description: 'UUID of the Flocker dataset; set this or `datasetName`, not both.' }),
      };
    case 'glusterfs':
      return {
        endpoints: s.string({ description: 'Name of the Endpoints object listing the Gluster hosts; required.' }),
        path: s.string({ description: 'Name of the Gluster volume; required.' }),
        readOnly: readOnly(),
        ...(pv
          ? {
              endpointsNamespace: s.string({
                description: "Namespace of the Endpoints object (a DNS label); default the claim's " + 'namespace.',
              }),
            }
          : {}),
      };
    case 'photonPersistentDisk':
      return { pdID: s.string({ description: 'ID of the Photon Controller disk; required.' }), fsType: fsType() };
    case 'portworxVolume':
      return { volumeID: s.string({ description: 'ID of the Portworx volume; required.' }), fsType: fsType(), readOnly: readOnly() };
    case 'quobyte':
      return {
        registry: s.string({ description: 'Quobyte registry as host:port, several separated by commas; required.' }),
        volume: s.string({ description: 'Name of an existing Quobyte volume; required.' }),
        readOnly: readOnly(),
        user: s.string({ description: 'User the volume access maps to; default the service account user.' }),
        group: s.string({ description: 'Group the volume access maps to; default none.' }),
        tenant: s.string({ description: 'Tenant owning the volume; at most 64 characters.' }),
      };
    case 'rbd':
      return {
        monitors: monitors(),
        image: s.string({ description: 'Name of the RADOS image; required.' }),
        fsType: fsType(),
        pool: s.string({ description: 'RADOS pool; default rbd.' }),
        user: s.string({ description: 'RADOS user name; default admin.' }),
        keyring: s.string({ description: 'Path of the keyring file; default /etc/ceph/keyring.' }),
        secretRef: secret("the RBD user's key"),
        readOnly: readOnly(),
      };
    case 'scaleIO':
      return {
        gateway: s.string({ description: 'Address of the ScaleIO API gateway; required.' }),
        system: s.string({ description: 'Name of the storage system; required.' }),
        secretRef: secret('the ScaleIO user credentials'),
        sslEnabled: s.boolean({ description: 'Use SSL towards the gateway; default false.' }),
        protectionDomain: s.string({ description: 'Protection domain of the storage.' }),
        storagePool: s.string({ description: 'Storage pool of the protection domain.' }),
        storageMode: s.string({ description: 'ThickProvisioned or ThinProvisioned (default).' }),
        volumeName: s.string({ description: 'Name of an existing ScaleIO volume; required.' }),
        fsType: s.string({ description: 'Filesystem type; default xfs.' }),
        readOnly: readOnly(),
      };
    case 'storageos':
      return {
        volumeName: s.string({ description: 'StorageOS volume name (a DNS label); required.' }),
        volumeNamespace: s.string({ description: "StorageOS namespace (a DNS label); default the Pod's namespace." }),
        fsType: fsType(),
        readOnly: readOnly(),
        secretRef: pv
          ? { ...objectReference, description: 'Secret with the StorageOS API credentials.' }
          : secret('the StorageOS API credentials'),
      };
    case 'vsphereVolume':
      return {
        volumePath: s.string({ description: 'Path of the vSphere volume (VMDK); required.' }),
        fsType: fsType(),
        storagePolicyName: s.string({ description: 'Storage policy based management (SPBM) profile name.' }),
        storagePolicyID: s.string({ description: 'SPBM profile ID of the policy name.' }),
      };
  }
}

/** Schemas of the vendor sources, in the Pod volume (`pv` false) or PersistentVolume (`pv` true) variant. */
export function vendorSourceSchemas(pv: boolean): Record<string, SchemaNode> {
  const out: Record<string, SchemaNode> = {};
  for (const name of VENDOR_SOURCES) {
    out[name] = s.object(vendorFields(name, pv), {
      description: `Deprecated vendor volume source \`${name}\`; use the vendor's CSI driver.`,
      deprecated: `${name} is deprecated`,
    });
  }
  return out;
}

export function isVendorSource(name: string): name is (typeof VENDOR_SOURCES)[number] {
  return (VENDOR_SOURCES as readonly string[]).includes(name);
}

/**
 * PersistentVolume sources in the API server's validation order: the first one set is
 * validated and each later one refused, except `flexVolume`, which the server always
 * validates and counts without refusing it.
 */
export const PV_SOURCE_ORDER = [
  'hostPath',
  'gcePersistentDisk',
  'awsElasticBlockStore',
  'glusterfs',
  'flocker',
  'nfs',
  'rbd',
  'quobyte',
  'cephfs',
  'iscsi',
  'cinder',
  'fc',
  'flexVolume',
  'azureFile',
  'vsphereVolume',
  'photonPersistentDisk',
  'portworxVolume',
  'azureDisk',
  'scaleIO',
  'local',
  'storageos',
  'csi',
] as const;

/** Which PersistentVolume sources the server validates and which it refuses as extra ones. */
export function persistentSources(spec: JsonObject): { validated: string[]; refused: string[] } {
  const validated: string[] = [];
  const refused: string[] = [];
  let count = 0;
  for (const k of PV_SOURCE_ORDER) {
    if (!isSet(spec[k])) continue;
    if (k === 'flexVolume') {
      count++;
      validated.push(k);
    } else if (count > 0) refused.push(k);
    else {
      count++;
      validated.push(k);
    }
  }
  return { validated, refused };
}

/** Whether the server validates this PersistentVolume source (the first one set, or any flexVolume). */
export function validatesPersistentSource(spec: JsonObject, source: string): boolean {
  return persistentSources(spec).validated.includes(source);
}

/** JSON text with sorted keys and without null members, for the server's semantic comparison of old and new objects. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== null && value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** `path.Clean` for slash-separated paths. */
export function cleanPath(p: string): string {
  const rooted = p.startsWith('/');
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!rooted) out.push('..');
    } else out.push(part);
  }
  const joined = out.join('/');
  return rooted ? `/${joined}` : joined === '' ? '.' : joined;
}

/** Pod volume sources in the API server's validation order. */
export const VOLUME_SOURCE_ORDER = [
  'emptyDir',
  'hostPath',
  'gitRepo',
  'gcePersistentDisk',
  'awsElasticBlockStore',
  'secret',
  'nfs',
  'iscsi',
  'glusterfs',
  'flocker',
  'persistentVolumeClaim',
  'rbd',
  'cinder',
  'cephfs',
  'quobyte',
  'downwardAPI',
  'fc',
  'flexVolume',
  'configMap',
  'azureFile',
  'vsphereVolume',
  'photonPersistentDisk',
  'portworxVolume',
  'azureDisk',
  'storageos',
  'projected',
  'scaleIO',
  'csi',
  'ephemeral',
  'image',
] as const;

// ---------------------------------------------------------------------------
// Checks shared by PersistentVolume and Pod volume sources

/** `validatePathNoBacksteps`: no `..` element. */
export function noBacksteps(value: string, path: PathSegment[]): Problem[] {
  return value.split('/').includes('..') ? [invalid('pathBackstep', path, value, "must not contain '..'")] : [];
}

/** `validateLocalDescendingPath`: relative, no `..` element. */
export function localDescendingPath(value: string, path: PathSegment[]): Problem[] {
  const out: Problem[] = [];
  if (value.startsWith('/')) out.push(invalid('pathAbsolute', path, value, 'must be a relative path'));
  out.push(...noBacksteps(value, path));
  return out;
}

/** `validateLocalNonReservedPath`: a descending path that does not start with `..`. */
export function localNonReservedPath(value: string, path: PathSegment[]): Problem[] {
  const out = localDescendingPath(value, path);
  if (value.startsWith('..')) out.push(invalid('pathDotDotPrefix', path, value, "must not start with '..'"));
  return out;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function checkHostPath(src: JsonObject, path: PathSegment[]): Problem[] {
  const out: Problem[] = [];
  const p = str(src.path);
  // Without a path the server stops there and does not look at the type.
  if (p === '') return [required('pathRequired', [...path, 'path'])];
  out.push(...noBacksteps(p, [...path, 'path']));
  if (typeof src.type === 'string' && !(HOST_PATH_TYPES as readonly string[]).includes(src.type))
    out.push(notSupported('typeNotSupported', [...path, 'type'], src.type, HOST_PATH_TYPES));
  return out;
}

export function checkNfs(src: JsonObject, path: PathSegment[]): Problem[] {
  const out: Problem[] = [];
  if (str(src.server) === '') out.push(required('serverRequired', [...path, 'server']));
  const p = str(src.path);
  if (p === '') out.push(required('pathRequired', [...path, 'path']));
  if (!p.startsWith('/')) out.push(invalid('pathNotAbsolute', [...path, 'path'], p, 'must be an absolute path'));
  return out;
}

const IQN = /^iqn\.\d{4}-\d{2}\.([A-Za-z0-9.-]+)(:[^,;*&$|\s]+)$/;
const EUI = /^eui\.[A-Za-z0-9]{16}$/;
const NAA = /^naa\.[A-Za-z0-9]{32}$/;

function iscsiNameProblems(value: string, path: PathSegment[]): Problem[] {
  if (value.startsWith('iqn')) return IQN.test(value) ? [] : [invalid('iqnFormat', path, value, 'must be valid format')];
  if (value.startsWith('eui')) return EUI.test(value) ? [] : [invalid('euiFormat', path, value, 'must be valid format')];
  if (value.startsWith('naa')) return NAA.test(value) ? [] : [invalid('naaFormat', path, value, 'must be valid format')];
  return [invalid('nameFormat', path, value, 'must be valid format starting with iqn, eui, or naa')];
}

export function checkIscsi(src: JsonObject, path: PathSegment[], persistent: boolean, volumeName = ''): Problem[] {
  const out: Problem[] = [];
  if (str(src.targetPortal) === '') out.push(required('targetPortalRequired', [...path, 'targetPortal']));
  if (persistent && isSet(src.initiatorName) && `${volumeName}:${str(src.targetPortal)}`.length > 64) {
    // The server spells this path `targetportal`; the editor points at `targetPortal`.
    out.push({
      ...invalid(
        'portalTooLong',
        [...path, 'targetportal'],
        str(src.targetPortal),
        'the total length of <volume ' + 'name>:<targetPortal> must be under 64 characters when initiatorName is set',
      ),
      at: [...path, 'targetPortal'],
    });
  }
  const iqn = str(src.iqn);
  if (iqn === '') out.push(required('iqnRequired', [...path, 'iqn']));
  else out.push(...iscsiNameProblems(iqn, [...path, 'iqn']));
  const lun = typeof src.lun === 'number' ? src.lun : 0;
  if (lun < 0 || lun > 255) out.push(invalid('lunOutOfRange', [...path, 'lun'], lun, 'must be between 0 and 255, inclusive'));
  if ((src.chapAuthDiscovery === true || src.chapAuthSession === true) && !isSet(src.secretRef)) {
    out.push(required('chapSecretRequired', [...path, 'secretRef'], 'CHAP authentication needs a secret'));
  }
  if (typeof src.initiatorName === 'string' && src.initiatorName !== '')
    out.push(...iscsiNameProblems(src.initiatorName, [...path, 'initiatorname']));
  if (persistent && isObject(src.secretRef) && str(src.secretRef.name) === '')
    out.push(required('secretNameRequired', [...path, 'secretRef', 'name']));
  return out;
}

export function checkFc(src: JsonObject, path: PathSegment[]): Problem[] {
  const out: Problem[] = [];
  const targets = arr(src.targetWWNs);
  const wwids = arr(src.wwids);
  if (targets.length === 0 && wwids.length === 0)
    out.push(required('targetRequired', [...path, 'targetWWNs'], 'set either targetWWNs (with ' + 'lun) or wwids'));
  if (targets.length > 0 && wwids.length > 0)
    out.push(
      invalid(
        'targetsAndWwids',
        [...path, 'targetWWNs'],
        targets.join(','),
        'targetWWNs and wwids can not ' + 'be specified simultaneously',
      ),
    );
  if (targets.length > 0) {
    if (!isSet(src.lun)) out.push(required('lunRequired', [...path, 'lun'], 'lun is required if targetWWNs is specified'));
    else if (typeof src.lun === 'number' && (src.lun < 0 || src.lun > 255))
      out.push(invalid('lunOutOfRange', [...path, 'lun'], src.lun, 'must be between 0 and 255, inclusive'));
  }
  return out;
}

export function checkFlexVolume(src: JsonObject, path: PathSegment[]): Problem[] {
  const out: Problem[] = [];
  if (str(src.driver) === '') out.push(required('driverRequired', [...path, 'driver']));
  if (isObject(src.options)) {
    for (const k of Object.keys(src.options)) {
      const slash = k.indexOf('/');
      const domain = `.${(slash < 0 ? k : k.slice(0, slash)).toLowerCase()}`;
      if (domain.endsWith('.kubernetes.io') || domain.endsWith('.k8s.io')) {
        out.push(invalid('optionReserved', [...path, 'options', { key: k }], k, 'kubernetes.io and k8s.io namespaces are reserved'));
      }
    }
  }
  return out;
}

/** `ValidateCSIDriverName`. */
export function csiDriverNameProblems(driver: string, path: PathSegment[]): Problem[] {
  if (driver === '') return [required('driverRequired', path)];
  if (driver.length > 63)
    return [
      {
        messageId: 'driverTooLong',
        path,
        reason: 'FieldValueTooLong',
        data: { path: pathText(path), value: driver, length: driver.length, detail: 'must be no more than 63 characters' },
      },
    ];
  return dns1123Subdomain(driver.toLowerCase()).map((p) => invalid('driverInvalid', path, driver, p));
}

function secretReferenceProblems(ref: JsonObject, path: PathSegment[]): Problem[] {
  const out: Problem[] = [];
  const name = str(ref.name);
  if (name === '') out.push(required('secretNameRequired', [...path, 'name']));
  else out.push(...dns1123Subdomain(name).map((p) => invalid('secretNameInvalid', [...path, 'name'], name, p)));
  const ns = str(ref.namespace);
  if (ns === '') out.push(required('secretNamespaceRequired', [...path, 'namespace']));
  else out.push(...dns1123Label(ns).map((p) => invalid('secretNamespaceInvalid', [...path, 'namespace'], ns, p)));
  return out;
}

const CSI_SECRET_REFS = [
  'controllerPublishSecretRef',
  'nodeStageSecretRef',
  'nodePublishSecretRef',
  'controllerExpandSecretRef',
  'nodeExpandSecretRef',
] as const;

export function checkCsi(src: JsonObject, path: PathSegment[], persistent: boolean): Problem[] {
  const out: Problem[] = [];
  out.push(...csiDriverNameProblems(str(src.driver), [...path, 'driver']));
  if (persistent) {
    if (str(src.volumeHandle) === '') out.push(required('volumeHandleRequired', [...path, 'volumeHandle']));
    for (const ref of CSI_SECRET_REFS) if (isObject(src[ref])) out.push(...secretReferenceProblems(src[ref] as JsonObject, [...path, ref]));
  } else if (isObject(src.nodePublishSecretRef)) {
    const name = str(src.nodePublishSecretRef.name);
    const p: PathSegment[] = [...path, 'nodePublishSecretRef', 'name'];
    if (name === '') out.push(required('secretNameRequired', p));
    else out.push(...dns1123Subdomain(name).map((m) => invalid('secretNameInvalid', p, name, m)));
  }
  return out;
}

// ---------------------------------------------------------------------------
// Deprecated vendor sources (the server still validates their fields)

/** Go's `net.SplitHostPort` acceptance: host:port, the host bracketed when it has colons. */
export function isHostPort(value: string): boolean {
  const last = value.lastIndexOf(':');
  if (last < 0) return false;
  let from = 0;
  let portFrom = 0;
  if (value.startsWith('[')) {
    const close = value.indexOf(']');
    if (close < 0 || close + 1 !== last) return false;
    from = 1;
    portFrom = close + 1;
  } else if (value.slice(0, last).includes(':')) return false;
  return !value.slice(from).includes('[') && !value.slice(portFrom).includes(']');
}

const PARTITION_PROBLEM = 'must be between 1 and 255, inclusive';

function partitionProblems(src: JsonObject, path: PathSegment[]): Problem[] {
  const p = src.partition;
  return typeof p === 'number' && (p < 0 || p > 255) ? [invalid('partitionOutOfRange', [...path, 'partition'], p, PARTITION_PROBLEM)] : [];
}

function requiredStrings(src: JsonObject, path: PathSegment[], names: readonly string[]): Problem[] {
  return names.filter((n) => str(src[n]) === '').map((n) => vendorRequired(path, n));
}

/** A required field of a vendor source; `source` names the source for the message. */
function vendorRequired(path: PathSegment[], field: string, detail = ''): Problem {
  const at = [...path, field];
  return {
    messageId: 'fieldRequired',
    path: at,
    reason: 'FieldValueRequired',
    data: { path: pathText(at), source: String(path[path.length - 1]), detail },
  };
}

function dnsLabelProblems(value: string, path: PathSegment[]): Problem[] {
  return dns1123Label(value).map((m) => invalid('dnsLabelInvalid', path, value, m));
}

/** A set `secretRef` needs a name; in PersistentVolumes (cinder, storageos) a namespace too. */
function secretRefNameProblems(src: JsonObject, path: PathSegment[], withNamespace: boolean): Problem[] {
  if (!isObject(src.secretRef)) return [];
  const out: Problem[] = [];
  if (str(src.secretRef.name) === '') out.push(required('secretNameRequired', [...path, 'secretRef', 'name']));
  if (withNamespace && str(src.secretRef.namespace) === '')
    out.push(required('secretNamespaceRequired', [...path, 'secretRef', 'namespace']));
  return out;
}

function checkAzureDisk(src: JsonObject, path: PathSegment[]): Problem[] {
  const out = requiredStrings(src, path, ['diskName', 'diskURI']);
  const uri = str(src.diskURI);
  if (typeof src.cachingMode === 'string' && !(AZURE_CACHING_MODES as readonly string[]).includes(src.cachingMode)) {
    out.push(notSupported('cachingModeNotSupported', [...path, 'cachingMode'], src.cachingMode, AZURE_CACHING_MODES));
  }
  if (typeof src.kind === 'string') {
    const kind = src.kind;
    if (!(AZURE_DISK_KINDS as readonly string[]).includes(kind))
      out.push(notSupported('diskKindNotSupported', [...path, 'kind'], kind, AZURE_DISK_KINDS));
    if (kind === 'Managed' && !uri.startsWith('/subscriptions/')) {
      out.push(
        notSupported('managedDiskUri', [...path, 'diskURI'], uri, [
          '/subscriptions/{sub-id}/resourcegroups/{group-name}/providers/microsoft.compute/disks/{disk-id}',
        ]),
      );
    }
    if (kind !== 'Managed' && !uri.startsWith('https://')) {
      out.push({
        ...notSupported('blobDiskUri', [...path, 'diskURI'], uri, [
          'https://{account-name}.blob.core.windows.net/{container-name}/{disk-name}.vhd',
        ]),
        data: { path: pathText([...path, 'diskURI']), value: uri, kind },
      });
    }
  }
  return out;
}

function checkQuobyte(src: JsonObject, path: PathSegment[]): Problem[] {
  const out: Problem[] = [];
  const registry = str(src.registry);
  const hostPorts = 'must be a host:port pair or multiple pairs separated by commas';
  if (registry === '') out.push(vendorRequired(path, 'registry', hostPorts));
  else if (str(src.tenant).length > 64) {
    // The server reports an over-long tenant as Required.
    out.push({
      ...required('tenantTooLong', [...path, 'tenant'], 'must be a UUID of at most 64 characters'),
      data: { path: pathText([...path, 'tenant']), length: str(src.tenant).length },
    });
  } else {
    // One error per malformed entry, as the server reports them.
    for (const entry of registry.split(','))
      if (!isHostPort(entry))
        out.push({
          ...invalid('registryInvalid', [...path, 'registry'], registry, hostPorts),
          data: { path: pathText([...path, 'registry']), value: registry, entry },
        });
  }
  if (str(src.volume) === '') out.push(vendorRequired(path, 'volume'));
  return out;
}

/**
 * The server's checks of one deprecated vendor source (`path` names the source);
 * `persistent` selects the PersistentVolume variant of the checks where they differ.
 * Expects the server's defaults applied (`defaultVendorSources`): the azureDisk
 * URI check depends on the defaulted `kind`.
 */
export function checkVendorSource(name: string, src: JsonObject, path: PathSegment[], persistent: boolean): Problem[] {
  switch (name) {
    case 'gcePersistentDisk':
      return [...requiredStrings(src, path, ['pdName']), ...partitionProblems(src, path)];
    case 'awsElasticBlockStore':
      return [...requiredStrings(src, path, ['volumeID']), ...partitionProblems(src, path)];
    case 'glusterfs': {
      const out = requiredStrings(src, path, ['endpoints', 'path']);
      if (persistent && typeof src.endpointsNamespace === 'string') {
        const ns = src.endpointsNamespace;
        const at: PathSegment[] = [...path, 'endpointsNamespace'];
        if (ns === '')
          out.push(invalid('endpointsNamespaceEmpty', at, ns, 'if the endpointnamespace is set, it must be a valid ' + 'namespace name'));
        else out.push(...dnsLabelProblems(ns, at));
      }
      return out;
    }
    case 'flocker': {
      const out: Problem[] = [];
      const dsName = str(src.datasetName);
      const uuid = str(src.datasetUUID);
      if (dsName === '' && uuid === '') out.push(required('flockerDatasetRequired', path, 'set one of datasetName and datasetUUID'));
      if (dsName !== '' && uuid !== '')
        out.push(invalid('flockerDatasetBoth', path, 'resource', 'datasetName and datasetUUID can not be ' + 'specified simultaneously'));
      if (dsName.includes('/')) out.push(invalid('flockerDatasetSlash', [...path, 'datasetName'], dsName, "must not contain '/'"));
      return out;
    }
    case 'rbd': {
      const out: Problem[] = [];
      if (arr(src.monitors).length === 0) out.push(required('monitorsRequired', [...path, 'monitors']));
      out.push(...requiredStrings(src, path, ['image']));
      return out;
    }
    case 'cephfs':
      return arr(src.monitors).length === 0 ? [required('monitorsRequired', [...path, 'monitors'])] : [];
    case 'cinder':
      return [...requiredStrings(src, path, ['volumeID']), ...secretRefNameProblems(src, path, persistent)];
    case 'azureFile': {
      const out = requiredStrings(src, path, ['secretName', 'shareName']);
      if (persistent && src.secretNamespace === '') out.push(required('secretNamespaceRequired', [...path, 'secretNamespace']));
      return out;
    }
    case 'vsphereVolume':
      return requiredStrings(src, path, ['volumePath']);
    case 'photonPersistentDisk':
      return requiredStrings(src, path, ['pdID']);
    case 'portworxVolume':
      return requiredStrings(src, path, ['volumeID']);
    case 'quobyte':
      return checkQuobyte(src, path);
    case 'azureDisk':
      return checkAzureDisk(src, path);
    case 'scaleIO':
      return requiredStrings(src, path, ['gateway', 'system', 'volumeName']);
    case 'storageos': {
      const out: Problem[] = [];
      const volumeName = str(src.volumeName);
      if (volumeName === '') out.push(vendorRequired(path, 'volumeName'));
      else out.push(...dnsLabelProblems(volumeName, [...path, 'volumeName']));
      const ns = str(src.volumeNamespace);
      if (ns !== '') out.push(...dnsLabelProblems(ns, [...path, 'volumeNamespace']));
      out.push(...secretRefNameProblems(src, path, persistent));
      return out;
    }
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------
// Defaults the API server applies to volume sources (SetDefaults_*)

const DEFAULT_MODE = 0o644;

const sourceDefaulted = new WeakSet<object>();

/** Whether `defaultVolume` gave this volume its `emptyDir` because it had no source. */
export function hadNoSource(volume: JsonObject): boolean {
  return sourceDefaulted.has(volume);
}

/** Defaults of a Pod volume, applied in place. */
export function defaultVolume(volume: JsonObject): void {
  if (!VOLUME_SOURCE_ORDER.some((k) => isSet(volume[k]))) {
    volume.emptyDir = {};
    sourceDefaulted.add(volume);
  }
  for (const key of ['secret', 'configMap', 'downwardAPI', 'projected'] as const) {
    const src = volume[key];
    if (isObject(src) && !isSet(src.defaultMode)) src.defaultMode = DEFAULT_MODE;
  }
  if (isObject(volume.hostPath) && !isSet(volume.hostPath.type)) volume.hostPath.type = '';
  if (isObject(volume.iscsi) && !isSet(volume.iscsi.iscsiInterface)) volume.iscsi.iscsiInterface = 'default';
  defaultVendorSources(volume);
  if (isObject(volume.downwardAPI)) for (const item of arr(volume.downwardAPI.items)) defaultDownwardItem(item);
  if (isObject(volume.projected)) {
    for (const source of arr(volume.projected.sources)) {
      if (!isObject(source)) continue;
      if (isObject(source.serviceAccountToken) && !isSet(source.serviceAccountToken.expirationSeconds))
        source.serviceAccountToken.expirationSeconds = 3600;
      if (isObject(source.downwardAPI)) for (const item of arr(source.downwardAPI.items)) defaultDownwardItem(item);
    }
  }
  if (isObject(volume.ephemeral) && isObject(volume.ephemeral.volumeClaimTemplate) && isObject(volume.ephemeral.volumeClaimTemplate.spec)) {
    defaultClaimSpec(volume.ephemeral.volumeClaimTemplate.spec);
  }
  if (isObject(volume.image) && !isSet(volume.image.pullPolicy) && typeof volume.image.reference === 'string') {
    volume.image.pullPolicy = imageDefaultPullPolicy(volume.image.reference);
  }
}

function defaultDownwardItem(item: unknown): void {
  if (isObject(item) && isObject(item.fieldRef) && !isSet(item.fieldRef.apiVersion)) item.fieldRef.apiVersion = 'v1';
}

/** `Always` for a `:latest` (or untagged, undigested) reference, otherwise `IfNotPresent`. */
export function imageDefaultPullPolicy(reference: string): string {
  if (reference.includes('@')) return 'IfNotPresent';
  const lastSlash = reference.lastIndexOf('/');
  const colon = reference.indexOf(':', lastSlash + 1);
  const tag = colon < 0 ? '' : reference.slice(colon + 1);
  return tag === '' || tag === 'latest' ? 'Always' : 'IfNotPresent';
}

/**
 * Defaults of the vendor sources that change a verdict or a message (azureDisk caching
 * mode, kind, fsType and readOnly; rbd pool, user and keyring; scaleIO storage mode
 * and fsType), applied in place on a Pod volume or a PersistentVolume spec.
 */
export function defaultVendorSources(holder: JsonObject): void {
  const set = (src: JsonObject, key: string, value: string | boolean): void => {
    if (!isSet(src[key])) src[key] = value;
  };
  if (isObject(holder.azureDisk)) {
    set(holder.azureDisk, 'cachingMode', 'ReadWrite');
    set(holder.azureDisk, 'kind', 'Shared');
    set(holder.azureDisk, 'fsType', 'ext4');
    set(holder.azureDisk, 'readOnly', false);
  }
  if (isObject(holder.rbd)) {
    set(holder.rbd, 'pool', 'rbd');
    set(holder.rbd, 'user', 'admin');
    set(holder.rbd, 'keyring', '/etc/ceph/keyring');
  }
  if (isObject(holder.scaleIO)) {
    set(holder.scaleIO, 'storageMode', 'ThinProvisioned');
    set(holder.scaleIO, 'fsType', 'xfs');
  }
}

/** Defaults of a PersistentVolume spec's source (hostPath type, iSCSI interface). */
export function defaultPersistentSource(spec: JsonObject): void {
  if (isObject(spec.hostPath) && !isSet(spec.hostPath.type)) spec.hostPath.type = '';
  if (isObject(spec.iscsi) && !isSet(spec.iscsi.iscsiInterface)) spec.iscsi.iscsiInterface = 'default';
  defaultVendorSources(spec);
}

// ---------------------------------------------------------------------------
// Claim spec: PersistentVolumeClaim `spec` and ephemeral volume claim templates

export const ACCESS_MODES = ['ReadOnlyMany', 'ReadWriteMany', 'ReadWriteOnce', 'ReadWriteOncePod'] as const;
export const VOLUME_MODES = ['Block', 'Filesystem'] as const;

const resourceMap = s.map(s.quantity(), { description: 'Resource name to quantity; `storage` is the one claims use.' });

export const claimSpecSchema = s.object({
  accessModes: s.array(s.enumOf(ACCESS_MODES), {
    description: 'At least one of ReadWriteOnce, ReadOnlyMany, ReadWriteMany, ' + 'ReadWriteOncePod (the last one alone).',
  }),
  selector: { ...labelSelector, description: 'Label query over volumes to bind to.' },
  resources: s.object({
    requests: { ...resourceMap, description: 'Minimum resources; `storage` is required and positive.' },
    limits: { ...resourceMap, description: 'Maximum resources.' },
  }),
  volumeName: s.string({ description: 'Name of the PersistentVolume to bind to.' }),
  storageClassName: s.string({ description: 'StorageClass requested; a DNS subdomain; empty means no class.' }),
  volumeMode: s.enumOf(VOLUME_MODES, { description: 'Block or Filesystem (default).' }),
  dataSource: {
    ...typedLocalObjectReference,
    description: 'A VolumeSnapshot or PersistentVolumeClaim (or, with AnyVolumeDataSource, a ' + 'populator object) to copy from.',
  },
  dataSourceRef: s.object(
    {
      apiGroup: s.string({ description: 'Group of the object; empty for the core group (then the kind must be PersistentVolumeClaim).' }),
      kind: s.string({ description: 'Kind of the object; required.' }),
      name: s.string({ description: 'Name of the object; required.' }),
      namespace: s.string({ description: 'Namespace of the object (feature gate CrossNamespaceVolumeDataSource).' }),
    },
    { description: 'Object that populates the volume; must equal `dataSource` when both are set.' },
  ),
  volumeAttributesClassName: s.string({ description: 'VolumeAttributesClass to apply; may change after creation.' }),
});

export function defaultClaimSpec(spec: JsonObject): void {
  if (!isSet(spec.volumeMode)) spec.volumeMode = 'Filesystem';
}

export function accessModeProblems(modes: unknown, path: PathSegment[]): Problem[] {
  const list = arr(modes);
  const out: Problem[] = [];
  if (list.length === 0) return [required('accessModesRequired', path, 'at least 1 access mode is required')];
  for (const mode of list) {
    if (typeof mode === 'string' && !(ACCESS_MODES as readonly string[]).includes(mode))
      out.push(notSupported('accessModeNotSupported', path, mode, ACCESS_MODES));
  }
  if (list.includes('ReadWriteOncePod') && list.length > 1) {
    out.push(forbidden('readWriteOncePodNotAlone', path, 'may not use ReadWriteOncePod with other access modes'));
  }
  return out;
}

export function volumeModeProblems(mode: unknown, path: PathSegment[]): Problem[] {
  if (typeof mode !== 'string' || (VOLUME_MODES as readonly string[]).includes(mode)) return [];
  return [notSupported('volumeModeNotSupported', path, mode, VOLUME_MODES)];
}

export function storageRequestProblems(spec: JsonObject, path: PathSegment[]): Problem[] {
  const requests = isObject(spec.resources) && isObject(spec.resources.requests) ? spec.resources.requests : {};
  const at: PathSegment[] = [...path, 'resources', { key: 'storage' }];
  if (!isSet(requests.storage)) return [required('storageRequired', at)];
  const q = parseQuantity(requests.storage);
  if (q && q.value <= 0) return [invalid('storageNotPositive', at, q.text, 'must be greater than zero')];
  return [];
}

/** Class names (`storageClassName`, `volumeAttributesClassName`) are DNS subdomains when non-empty. */
export function classNameProblems(value: unknown, path: PathSegment[]): Problem[] {
  if (typeof value !== 'string' || value === '') return [];
  return dns1123Subdomain(value).map((p) => invalid('classNameInvalid', path, value, p));
}

export function selectorProblems(selector: unknown, path: PathSegment[]): Problem[] {
  return labelSelectorProblems(selector).map((p) => ({
    messageId: 'selectorInvalid',
    path: [...path, ...p.path],
    reason: p.reason,
    data: { path: pathText([...path, ...p.path]), detail: p.message },
  }));
}

function dataSourceProblems(ds: JsonObject, path: PathSegment[], withNamespace: boolean): Problem[] {
  const out: Problem[] = [];
  if (str(ds.name) === '') out.push(required('dataSourceNameRequired', [...path, 'name']));
  if (str(ds.kind) === '') out.push(required('dataSourceKindRequired', [...path, 'kind']));
  const group = str(ds.apiGroup);
  if (group === '' && ds.kind !== 'PersistentVolumeClaim') {
    out.push(invalid('dataSourceCoreKind', path, str(ds.kind), "must be 'PersistentVolumeClaim' when referencing the default apiGroup"));
  }
  if (group !== '') out.push(...dns1123Subdomain(group).map((p) => invalid('dataSourceGroupInvalid', [...path, 'apiGroup'], group, p)));
  if (withNamespace && typeof ds.namespace === 'string' && ds.namespace !== '') {
    out.push(...dns1123Label(ds.namespace).map((p) => invalid('dataSourceNamespaceInvalid', [...path, 'namespace'], ds.namespace, p)));
  }
  return out;
}

export function dataSourcesProblems(spec: JsonObject, path: PathSegment[]): Problem[] {
  const out: Problem[] = [];
  const ds = isObject(spec.dataSource) ? spec.dataSource : undefined;
  const ref = isObject(spec.dataSourceRef) ? spec.dataSourceRef : undefined;
  if (ds) out.push(...dataSourceProblems(ds, [...path, 'dataSource'], false));
  if (ref) out.push(...dataSourceProblems(ref, [...path, 'dataSourceRef'], true));
  if (ref && typeof ref.namespace === 'string' && ref.namespace !== '') {
    if (ds)
      out.push(
        invalid('dataSourceWithNamespace', path, 'dataSource', 'may not be specified when dataSourceRef.namespace is ' + 'specified'),
      );
  } else if (ds && ref) {
    if (str(ds.apiGroup) !== str(ref.apiGroup) || str(ds.kind) !== str(ref.kind) || str(ds.name) !== str(ref.name)) {
      out.push(invalid('dataSourceMismatch', path, 'dataSource', 'must match dataSourceRef'));
    }
  }
  return out;
}

/** Whether a `dataSource` names a PersistentVolumeClaim or a VolumeSnapshot, the two kinds the field kept before volume populators. */
export function isClaimOrSnapshot(ds: JsonObject): boolean {
  const group = str(ds.apiGroup);
  return (group === '' && ds.kind === 'PersistentVolumeClaim') || (group.startsWith('snapshot.storage.') && ds.kind === 'VolumeSnapshot');
}

/**
 * What the API server does to a claim's data sources before validating, in place (see the
 * rule's docs): DropDisabledFields, EnforceDataSourceBackwardsCompatibility, then
 * NormalizeDataSources (pkg/api/persistentvolumeclaim/util.go, called by the claim
 * strategy's PrepareForCreate and PrepareForUpdate). `oldSpec` is the stored claim's spec on
 * update. Writes only `spec.dataSource` and `spec.dataSourceRef`.
 */
export function normalizeDataSources(spec: JsonObject, anyVolumeDataSource: boolean, crossNamespace: boolean, oldSpec?: JsonObject): void {
  // A stored dataSourceRef keeps the new one whatever the gates say (dataSourceRefInUse).
  const refInUse = oldSpec !== undefined && isObject(oldSpec.dataSourceRef);
  if (!anyVolumeDataSource && !refInUse) delete spec.dataSourceRef;
  // Without CrossNamespaceVolumeDataSource the whole reference goes, not only its namespace.
  const ref = spec.dataSourceRef;
  if (!crossNamespace && !refInUse && isObject(ref) && typeof ref.namespace === 'string' && ref.namespace !== '') delete spec.dataSourceRef;
  // With no dataSourceRef, a dataSource of any other kind (or of none) is dropped silently.
  const sourceInUse = oldSpec !== undefined && (isObject(oldSpec.dataSource) || isObject(oldSpec.dataSourceRef));
  if (!sourceInUse && !isObject(spec.dataSourceRef) && isObject(spec.dataSource) && !isClaimOrSnapshot(spec.dataSource))
    delete spec.dataSource;
  if (!anyVolumeDataSource) return;
  if (isObject(spec.dataSource) && !isSet(spec.dataSourceRef)) {
    const { apiGroup, kind, name } = spec.dataSource;
    spec.dataSourceRef = { ...(isSet(apiGroup) ? { apiGroup } : {}), kind, name };
  } else if (isObject(spec.dataSourceRef) && !isSet(spec.dataSource)) {
    const { apiGroup, kind, name, namespace } = spec.dataSourceRef;
    if (typeof namespace !== 'string' || namespace === '') spec.dataSource = { ...(isSet(apiGroup) ? { apiGroup } : {}), kind, name };
  }
}

/** All error checks of a claim spec (`ValidatePersistentVolumeClaimSpec`). */
export function claimSpecProblems(spec: JsonObject, path: PathSegment[]): Problem[] {
  return [
    ...accessModeProblems(spec.accessModes, [...path, 'accessModes']),
    ...selectorProblems(spec.selector, [...path, 'selector']),
    ...storageRequestProblems(spec, path),
    ...classNameProblems(spec.storageClassName, [...path, 'storageClassName']),
    ...volumeModeProblems(spec.volumeMode, [...path, 'volumeMode']),
    ...dataSourcesProblems(spec, path),
    ...classNameProblems(spec.volumeAttributesClassName, [...path, 'volumeAttributesClassName']),
  ];
}
