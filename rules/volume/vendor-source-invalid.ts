import { GENERIC_MESSAGES, VENDOR_SOURCES, checkVendorSource, isVendorSource, persistentSources, type Problem } from '../_shared/volume-sources.js';
import { isObject } from '../_shared/helpers.js';
import { activeSource, sharedSourceProblems } from './_checks.js';
import { volumeRule } from './_rule.js';

const DETAILS = [
  `The fifteen deprecated vendor sources (${VENDOR_SOURCES.map((n) => `\`${n}\``).join(', ')}) are still validated by the API server, field by field, in Pod volumes (every kind with a pod template) and in PersistentVolumes. The specification does not show their sub-fields and leaves them to the server; Plumbline follows the v1.34 server's checks. Only the source the server validates is checked: in a Pod volume the first source set in the server's order, in a PersistentVolume the first one set (later ones are refused by \`volume/source-count-invalid\` and \`persistent-volume/source-count-invalid\`).`,
  [
    'What the server requires and refuses:',
    '',
    '- `gcePersistentDisk`: `pdName` is required; `awsElasticBlockStore`: `volumeID` is required. For both, a `partition` below 0 or above 255 is invalid (the server\'s message says "between 1 and 255", but 0, the whole disk, is accepted).',
    '- `glusterfs`: `endpoints` and `path` are required. In a PersistentVolume a set `endpointsNamespace` must be a DNS label; an empty string is reported as invalid, not as missing.',
    '- `rbd`: `monitors` (an empty list counts as missing) and `image` are required. `cephfs`: `monitors` is required.',
    '- `cinder`: `volumeID` is required; a set `secretRef` needs a `name`, and in a PersistentVolume a `namespace` too.',
    '- `flocker`: one of `datasetName` and `datasetUUID` is required (reported at `flocker`), not both (invalid at `flocker`); `datasetName` must not contain `/`.',
    '- `azureFile`: `secretName` and `shareName` are required; in a PersistentVolume a `secretNamespace` set to the empty string is reported as required.',
    '- `vsphereVolume`: `volumePath`; `photonPersistentDisk`: `pdID`; `portworxVolume`: `volumeID`; `scaleIO`: `gateway`, `system` and `volumeName` are required. The server checks nothing else of them (a PersistentVolume `scaleIO.secretRef` needs no namespace).',
    '- `quobyte`: `registry` is required. When it is set, a `tenant` longer than 64 characters is refused (the server uses the error type Required for it) and the registry entries are not looked at; otherwise each comma-separated entry must be host:port as Go\'s `net.SplitHostPort` reads it (an IPv6 host in brackets), one error per bad entry, all at `registry`. `volume` is required.',
    '- `azureDisk`: `diskName` and `diskURI` are required; `cachingMode` must be None, ReadOnly or ReadWrite and `kind` Shared, Dedicated or Managed (not supported otherwise). A Managed disk\'s `diskURI` must start with `/subscriptions/`, any other kind\'s with `https://` (not supported otherwise, also when the URI is missing).',
    '- `storageos`: `volumeName` is required and must be a DNS label; a non-empty `volumeNamespace` must be a DNS label; a set `secretRef` needs a `name`, and in a PersistentVolume a `namespace` too.',
  ].join('\n'),
  'Defaults applied before validating: azureDisk `cachingMode` ReadWrite, `kind` Shared, `fsType` ext4 and `readOnly` false; rbd `pool` rbd, `user` admin and `keyring` /etc/ceph/keyring; scaleIO `storageMode` ThinProvisioned and `fsType` xfs. The defaulted `kind` decides the verdict of an azureDisk without one: its `diskURI` must then be an `https://` blob URI, so a managed-disk URI (`/subscriptions/...`) needs `kind: Managed`.',
  'Type errors and unknown fields inside these sources come from the schema (the Pod variant takes a `secretRef` with only a `name`; the PersistentVolume variant has `secretRef.namespace`, glusterfs `endpointsNamespace`, azureFile `secretNamespace`, and a full object reference for storageos). StatefulSet templates, which the server does not validate, get these findings as warnings from `volume/stateful-set-template-invalid`. A Pod volume with one of these errors cannot be mounted: `volume/mount-invalid` treats it as not found, as the server does.',
].join('\n\n');

export default volumeRule(
  'volume/vendor-source-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid, notSupported: GENERIC_MESSAGES.notSupported },
    docs: {
      description: 'Require the fields the API server checks in the deprecated vendor volume sources',
      spec: [
        { doc: 'part3', section: 'PersistentVolume' },
        { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
      ],
      details: DETAILS,
    },
  },
  (v, env) => {
    const source = activeSource(v.volume, env);
    return source && isVendorSource(source) ? sharedSourceProblems(v.volume, v.path, env, source) : [];
  },
  (spec) => {
    const out: Problem[] = [];
    for (const source of persistentSources(spec).validated) {
      const src = spec[source];
      if (isVendorSource(source) && isObject(src)) out.push(...checkVendorSource(source, src, ['spec', source], true));
    }
    return out;
  },
);
