import { createRule, type PathSegment } from '@plumbline/engine';
import { arr, isObject, isSet, pathText } from '../_shared/helpers.js';
import { VALIDATED_POD_KINDS, podSpecs, volumesOf } from '../_shared/pod-template.js';

export default createRule({
  id: 'volume/gated-source-dropped',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'warning',
    messages: { dropped: '`{{path}}` needs feature gate {{gate}}, which is off; the server silently drops {{what}}.' },
    docs: {
      description: 'Disallow volume sources whose feature gate is off',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'projected' },
      details: [
        'Some volume sources need a feature gate that is off by default in v1.34: `image` volumes (ImageVolume), `clusterTrustBundle` ' +
          'projections (ClusterTrustBundleProjection) and `podCertificate` projections (PodCertificateRequest).',
        'With the gate off the server does not refuse them: it drops them before validation (an image volume together with the mounts of ' +
          'it; a projection member, leaving an empty entry) and stores the object without them. The Pod then starts without the data, so ' +
          'Plumbline warns. Enable the gate in the configuration (`featureGates:`) when the cluster has it on.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    const report = (path: PathSegment[], gate: string, what: string): void =>
      ctx.report({ messageId: 'dropped', path, data: { path: pathText(path), gate, what } });
    for (const pod of podSpecs(ctx)) {
      for (const v of volumesOf(pod)) {
        if (isSet(v.volume.image) && !ctx.gate('ImageVolume'))
          report([...v.path, 'image'], 'ImageVolume', 'the whole volume and the mounts of it');
        if (!isObject(v.volume.projected)) continue;
        arr(v.volume.projected.sources).forEach((entry, i) => {
          if (!isObject(entry)) return;
          const at: PathSegment[] = [...v.path, 'projected', 'sources', i];
          if (isSet(entry.clusterTrustBundle) && !ctx.gate('ClusterTrustBundleProjection'))
            report([...at, 'clusterTrustBundle'], 'ClusterTrustBundleProjection', 'this projection');
          if (isSet(entry.podCertificate) && !ctx.gate('PodCertificateRequest'))
            report([...at, 'podCertificate'], 'PodCertificateRequest', 'this projection');
        });
      }
    }
  },
});
