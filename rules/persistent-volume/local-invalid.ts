import { createRule, type JsonObject } from '@plumbline/engine';
import { isObject, isSet } from '../_shared/helpers.js';
import { noBacksteps, required, validatesPersistentSource, type Problem } from '../_shared/volume-sources.js';

function specProblems(spec: JsonObject): Problem[] {
  if (!validatesPersistentSource(spec, 'local') || !isObject(spec.local)) return [];
  const out: Problem[] = [];
  const path = typeof spec.local.path === 'string' ? spec.local.path : '';
  if (path === '') out.push(required('pathRequired', ['spec', 'local', 'path']));
  else out.push(...noBacksteps(path, ['spec', 'local', 'path']));
  if (!isSet(spec.nodeAffinity)) out.push(required('nodeAffinityRequired', ['spec', 'nodeAffinity']));
  return out;
}

export default createRule({
  id: 'persistent-volume/local-invalid',
  meta: {
    kinds: ['PersistentVolume'],
    type: 'field',
    severity: 'error',
    messages: {
      pathRequired: '`{{path}}` is missing or empty; a local volume names the directory or block device on the node.',
      pathBackstep: '`{{path}}` is "{{value}}", which contains a `..` element; a local volume path may not step up a directory.',
      nodeAffinityRequired: '`{{path}}` is missing; a local volume lives on one node and needs node affinity that selects it.',
    },
    docs: {
      description: 'Require a path and node affinity for local PersistentVolumes',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'local' },
      details:
        '`spec.local.path` is required and must not contain a `..` element. A local volume lives on one node, so the server ' +
        'requires `spec.nodeAffinity` ("Local volume requires node affinity").',
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec)) return;
    for (const p of specProblems(spec)) ctx.report(p);
  },
});
