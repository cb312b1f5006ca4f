import { createRule, type JsonObject } from '@plumbline/engine';
import { isObject, pathText } from '../_shared/helpers.js';
import { forbidden, persistentSources, type Problem } from '../_shared/volume-sources.js';

function specProblems(spec: JsonObject): Problem[] {
  const { validated, refused } = persistentSources(spec);
  if (validated.length === 0) return [{ messageId: 'missing', path: ['spec'], reason: 'FieldValueRequired', data: {} }];
  // The server names the refused cephfs source `cephFS` in its path.
  return refused.map((k) => {
    const path = ['spec', k === 'cephfs' ? 'cephFS' : k];
    const problem = {
      ...forbidden('extraSource', path, 'may not specify more than 1 volume type'),
      data: { path: pathText(path), source: k, first: validated[0]! },
    };
    return k === 'cephfs' ? { ...problem, at: ['spec', k] } : problem;
  });
}

export default createRule({
  id: 'persistent-volume/source-count-invalid',
  meta: {
    kinds: ['PersistentVolume'],
    type: 'field',
    severity: 'error',
    messages: {
      missing: '`spec` sets no volume source; a PersistentVolume needs exactly one (hostPath, local, csi, fc, iscsi, nfs, …).',
      extraSource: '`{{path}}` is a second volume source (the volume already uses {{first}}); a PersistentVolume has exactly one source.',
    },
    docs: {
      description: 'Require exactly one volume source in a PersistentVolume',
      spec: { doc: 'part3', section: 'PersistentVolume' },
      details:
        'A PersistentVolume sets exactly one source (hostPath, local, csi, fc, iscsi, nfs, flexVolume or a deprecated vendor ' +
        'source). Without one the server reports "must specify a volume type" at `spec`; with several it validates the first in its ' +
        'fixed order (hostPath, gcePersistentDisk, awsElasticBlockStore, glusterfs, flocker, nfs, rbd, quobyte, cephfs, iscsi, cinder, ' +
        'fc, flexVolume, azureFile, vsphereVolume, photonPersistentDisk, portworxVolume, azureDisk, scaleIO, local, storageos, csi) and ' +
        'refuses each further one at its own path (a refused cephfs source at `spec.cephFS`, as the server spells it). A `flexVolume` ' +
        'source is an exception on the server: it is always validated and counted but never refused itself, so flexVolume next to an ' +
        'earlier source is accepted while a source after it is refused.',
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec)) return;
    for (const p of specProblems(spec)) ctx.report(p);
  },
});
