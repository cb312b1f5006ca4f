import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { VENDOR_SOURCES, checkVendorSource, isVendorSource, persistentSources } from '../_shared/volume-sources.js';
import { activeSource, sharedSourceProblems } from './_checks.js';
import { POD_AND_PERSISTENT_KINDS, forEachVolume } from './_rule.js';

const DETAILS = [
  `The fifteen deprecated vendor sources (${VENDOR_SOURCES.map((n) => `\`${n}\``).join(', ')}) ` +
    'are still validated by the API server, field by field, in Pod volumes (every kind with a pod template) and in ' +
    'PersistentVolumes. The specification does not show their sub-fields and leaves them to the server; Plumbline follows ' +
    "the v1.34 server's checks. Only the source the server validates is checked: in a Pod volume the first source set in the " +
    "server's order, in a PersistentVolume the first one set (later ones are refused by \`volume/source-count-invalid\` and " +
    '\`persistent-volume/source-count-invalid\`).',
  [
    'What the server requires and refuses:',
    '',
    '- `gcePersistentDisk`: `pdName` is required; `awsElasticBlockStore`: `volumeID` is required. For both, a `partition` below 0 or ' +
      'above 255 is invalid (the server\'s message says "between 1 and 255", but 0, the whole disk, is accepted).',
    '- `glusterfs`: `endpoints` and `path` are required. In a PersistentVolume a set `endpointsNamespace` must be a DNS label; an empty ' +
      'string is reported as invalid, not as missing.',
    '- `rbd`: `monitors` (an empty list counts as missing) and `image` are required. `cephfs`: `monitors` is required.',
    '- `cinder`: `volumeID` is required; a set `secretRef` needs a `name`, and in a PersistentVolume a `namespace` too.',
    '- `flocker`: one of `datasetName` and `datasetUUID` is required (reported at `flocker`), not both (invalid at `flocker`); ' +
      '`datasetName` must not contain `/`.',
    '- `azureFile`: `secretName` and `shareName` are required; in a PersistentVolume a `secretNamespace` set to the empty string is ' +
      'reported as required.',
    '- `vsphereVolume`: `volumePath`; `photonPersistentDisk`: `pdID`; `portworxVolume`: `volumeID`; `scaleIO`: `gateway`, `system` and ' +
      '`volumeName` are required. The server checks nothing else of them (a PersistentVolume `scaleIO.secretRef` needs no namespace).',
    '- `quobyte`: `registry` is required. When it is set, a `tenant` longer than 64 characters is refused (the server uses the error ' +
      "type Required for it) and the registry entries are not looked at; otherwise each comma-separated entry must be host:port as Go's " +
      '`net.SplitHostPort` reads it (an IPv6 host in brackets), one error per bad entry, all at `registry`. `volume` is required.',
    '- `azureDisk`: `diskName` and `diskURI` are required; `cachingMode` must be None, ReadOnly or ReadWrite and `kind` Shared, ' +
      "Dedicated or Managed (not supported otherwise). A Managed disk's `diskURI` must start with `/subscriptions/`, any other kind's " +
      'with `https://` (not supported otherwise, also when the URI is missing).',
    '- `storageos`: `volumeName` is required and must be a DNS label; a non-empty `volumeNamespace` must be a DNS label; a set ' +
      '`secretRef` needs a `name`, and in a PersistentVolume a `namespace` too.',
  ].join('\n'),
  'Defaults applied before validating: azureDisk `cachingMode` ReadWrite, `kind` Shared, `fsType` ext4 and `readOnly` false; rbd `pool` ' +
    'rbd, `user` admin and `keyring` /etc/ceph/keyring; scaleIO `storageMode` ThinProvisioned and `fsType` xfs. The defaulted `kind` ' +
    'decides the verdict of an azureDisk without one: its `diskURI` must then be an `https://` blob URI, so a managed-disk URI ' +
    '(`/subscriptions/...`) needs `kind: Managed`.',
  'Type errors and unknown fields inside these sources come from the schema (the Pod variant takes a `secretRef` with only a `name`; the ' +
    'PersistentVolume variant has `secretRef.namespace`, glusterfs `endpointsNamespace`, azureFile `secretNamespace`, and a full object ' +
    'reference for storageos). StatefulSet templates, which the server does not validate, get these findings as warnings from ' +
    '`volume/stateful-set-template-invalid`. A Pod volume with one of these errors cannot be mounted: `volume/mount-invalid` treats it ' +
    'as not found, as the server does.',
].join('\n\n');

export default createRule({
  id: 'volume/vendor-source-invalid',
  meta: {
    kinds: [...POD_AND_PERSISTENT_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      fieldRequired: '`{{path}}` is missing or empty; the {{source}} volume source requires it.',
      partitionOutOfRange: '`{{path}}` is {{value}}; the partition is between 1 and 255 (0 mounts the whole disk).',
      endpointsNamespaceEmpty: '`{{path}}` is an empty string; leave `endpointsNamespace` unset or name a namespace.',
      dnsLabelInvalid: '`{{path}}` is "{{value}}", which is not a DNS label: {{detail}}.',
      flockerDatasetRequired: '`{{path}}` sets neither `datasetName` nor `datasetUUID`; a flocker volume needs one of them.',
      flockerDatasetBoth: '`{{path}}` sets both `datasetName` and `datasetUUID`; a flocker volume takes only one of them.',
      flockerDatasetSlash: '`{{path}}` is "{{value}}"; a flocker dataset name may not contain `/`.',
      monitorsRequired: '`{{path}}` is missing or empty; a Ceph volume lists at least one monitor.',
      secretNameRequired: '`{{path}}` is missing or empty; the secret reference names the Secret.',
      secretNamespaceRequired: "`{{path}}` is missing or empty; a secret reference of a PersistentVolume names the Secret's namespace.",
      cachingModeNotSupported: '`{{path}}` is "{{value}}"; the azureDisk caching mode is one of {{allowed}}.',
      diskKindNotSupported: '`{{path}}` is "{{value}}"; the azureDisk kind is one of {{allowed}}.',
      managedDiskUri: '`{{path}}` is "{{value}}"; a Managed azureDisk URI has the form {{allowed}}.',
      blobDiskUri:
        '`{{path}}` is "{{value}}"; an azureDisk of kind {{kind}} is a blob, with a URI of the form ' +
        '`https://{account-name}.blob.core.windows.net/{container-name}/{disk-name}.vhd`.',
      tenantTooLong: '`{{path}}` is {{length}} characters long; a Quobyte tenant is a UUID of at most 64 characters.',
      registryInvalid:
        '`{{path}}` is "{{value}}", whose entry "{{entry}}" is not host:port; the registry is one host:port pair or ' +
        'several separated by commas.',
    },
    docs: {
      description: 'Require the fields the API server checks in the deprecated vendor volume sources',
      spec: [
        { doc: 'part3', section: 'PersistentVolume' },
        { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
      ],
      details: DETAILS,
    },
  },
  check(ctx) {
    if (ctx.definition.kind === 'PersistentVolume') {
      const spec = ctx.object.spec;
      if (!isObject(spec)) return;
      for (const source of persistentSources(spec).validated) {
        const src = spec[source];
        if (isVendorSource(source) && isObject(src)) for (const p of checkVendorSource(source, src, ['spec', source], true)) ctx.report(p);
      }
      return;
    }
    forEachVolume(ctx, (v, env) => {
      const source = activeSource(v.volume, env);
      if (source && isVendorSource(source)) for (const p of sharedSourceProblems(v.volume, v.path, env, source)) ctx.report(p);
    });
  },
});
