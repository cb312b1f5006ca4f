import { createRule } from '@plumbline/engine';
import { isObject, isSet } from '../_shared/helpers.js';

/** Sources whose plugins take mount options. */
const WITH_MOUNT_OPTIONS = [
  'gcePersistentDisk',
  'awsElasticBlockStore',
  'glusterfs',
  'nfs',
  'rbd',
  'quobyte',
  'iscsi',
  'cinder',
  'cephfs',
  'azureFile',
  'vsphereVolume',
  'azureDisk',
  'photonPersistentDisk',
  'fc',
  'storageos',
  'csi',
];

export default createRule({
  id: 'persistent-volume/mount-options-unsupported',
  meta: {
    kinds: ['PersistentVolume'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      annotation: '`metadata.annotations[{{key}}]` sets mount options, which a {{source}} volume does not support.',
    },
    docs: {
      description: 'Disallow mount options on volume sources that do not support them',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'mountOptions' },
      details: [
        'Mount options are passed to the mount of network and block sources (nfs, iscsi, fc, csi and the vendor sources). hostPath, ' +
          'local and flexVolume volumes do not take them.',
        'The server refuses the legacy annotation `volume.beta.<vendor_domain>/mount-options` on such a volume, but accepts ' +
          '`spec.mountOptions` on it (the options are simply not used). Plumbline follows the server: the annotation is an error, the ' +
          'field is not reported.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    const spec = isObject(ctx.object.spec) ? ctx.object.spec : {};
    if (WITH_MOUNT_OPTIONS.some((k) => isSet(spec[k]))) return;
    const source = ['hostPath', 'local', 'flexVolume'].find((k) => isSet(spec[k]));
    if (!source) return;
    const key = ctx.vendor('mount-options').replace(/^/, 'volume.beta.');
    const annotations = isObject(ctx.object.metadata) && isObject(ctx.object.metadata.annotations) ? ctx.object.metadata.annotations : {};
    if (key in annotations) ctx.report({ messageId: 'annotation', path: ['metadata', 'annotations', { key }], data: { key, source } });
  },
});
