import { createRule } from '@plumbline/engine';
import { isObject, isSet, pathText } from '../_shared/helpers.js';
import { VALIDATED_POD_KINDS, podSpecs, volumesOf } from '../_shared/pod-template.js';
import { VENDOR_SOURCES } from '../_shared/volume-sources.js';

const DETAIL: Record<string, string> = {
  gitRepo: 'clone the repository into an emptyDir volume with an init container',
  flexVolume: 'use a CSI driver',
};

export default createRule({
  id: 'volume/source-deprecated',
  meta: {
    kinds: [...VALIDATED_POD_KINDS, 'PersistentVolume'],
    type: 'field',
    severity: 'warning',
    messages: { deprecated: '`{{path}}` uses the deprecated volume source {{source}}; {{advice}}.' },
    docs: {
      description: 'Disallow deprecated volume sources',
      spec: [
        { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
        { doc: 'part3', section: 'PersistentVolume' },
      ],
      details: [
        'The fifteen vendor volume sources (awsElasticBlockStore, azureDisk, azureFile, cephfs, cinder, flocker, gcePersistentDisk, ' +
          'glusterfs, photonPersistentDisk, portworxVolume, quobyte, rbd, scaleIO, storageos, vsphereVolume), `flexVolume` and, in Pods, ' +
          '`gitRepo` are deprecated. Most vendor sources are redirected to CSI drivers; several no longer work at all.',
        'The server accepts them and answers with a warning for only some of them (cephfs, rbd, glusterfs, photonPersistentDisk, ' +
          'scaleIO, storageos, flocker, quobyte and gitRepo); Plumbline warns for all of them, as the specification calls every one ' +
          'deprecated. Their fields are typed by the schema and checked as the server checks them by `volume/vendor-source-invalid`.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    const check = (src: Record<string, unknown>, path: (string | number)[], podVolume: boolean): void => {
      const names = [...VENDOR_SOURCES, 'flexVolume', ...(podVolume ? ['gitRepo'] : [])];
      for (const name of names) {
        if (!isSet(src[name])) continue;
        const advice = DETAIL[name] ?? `use the vendor's CSI driver`;
        const p = [...path, name];
        ctx.report({ messageId: 'deprecated', path: p, data: { path: pathText(p), source: name, advice } });
      }
    };
    if (ctx.definition.kind === 'PersistentVolume') {
      if (isObject(ctx.object.spec)) check(ctx.object.spec, ['spec'], false);
      return;
    }
    for (const pod of podSpecs(ctx)) for (const v of volumesOf(pod)) check(v.volume, v.path as (string | number)[], true);
  },
});
