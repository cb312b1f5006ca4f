import { isObject, isSet } from '../_shared/helpers.js';
import { GENERIC_MESSAGES, noBacksteps, required, validatesPersistentSource, type Problem } from '../_shared/volume-sources.js';
import { pvRule } from './_rule.js';

export default pvRule(
  'persistent-volume/local-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Require a path and node affinity for local PersistentVolumes',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'local' },
      details: '`spec.local.path` is required and must not contain a `..` element. A local volume lives on one node, so the server requires `spec.nodeAffinity` ("Local volume requires node affinity").',
    },
  },
  (spec) => {
    if (!validatesPersistentSource(spec, 'local') || !isObject(spec.local)) return [];
    const out: Problem[] = [];
    const path = typeof spec.local.path === 'string' ? spec.local.path : '';
    if (path === '') out.push(required(['spec', 'local', 'path']));
    else out.push(...noBacksteps(path, ['spec', 'local', 'path']));
    if (!isSet(spec.nodeAffinity)) out.push(required(['spec', 'nodeAffinity'], ': a local volume requires node affinity'));
    return out;
  },
);
