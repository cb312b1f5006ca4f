import { createRule, type JsonObject } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { cleanPath, forbidden, notSupported, type Problem } from '../_shared/volume-sources.js';
import { RECLAIM_POLICIES } from './kind.js';

function specProblems(spec: JsonObject): Problem[] {
  const out: Problem[] = [];
  const policy = spec.persistentVolumeReclaimPolicy;
  if (typeof policy === 'string' && policy !== '' && !(RECLAIM_POLICIES as readonly string[]).includes(policy))
    out.push(notSupported('policyNotSupported', ['spec', 'persistentVolumeReclaimPolicy'], policy, RECLAIM_POLICIES));
  if (policy === 'Recycle' && isObject(spec.hostPath) && typeof spec.hostPath.path === 'string' && cleanPath(spec.hostPath.path) === '/') {
    out.push(forbidden('recycleRoot', ['spec', 'persistentVolumeReclaimPolicy'], "may not be 'recycle' for a hostPath mount of '/'"));
  }
  return out;
}

export default createRule({
  id: 'persistent-volume/reclaim-policy-invalid',
  meta: {
    kinds: ['PersistentVolume'],
    type: 'field',
    severity: 'error',
    messages: {
      policyNotSupported: '`{{path}}` is "{{value}}"; the reclaim policy is one of {{allowed}}.',
      recycleRoot: "`{{path}}` is Recycle for a hostPath volume at `/`; recycling would wipe the node's root directory.",
    },
    docs: {
      description: 'Enforce known reclaim policies and no Recycle of a hostPath root',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'persistentVolumeReclaimPolicy' },
      details: [
        "`spec.persistentVolumeReclaimPolicy` is Retain (the server's default), Delete or Recycle. Recycle of a hostPath volume whose " +
          "path is `/` (after cleaning: `//`, `/tmp/..`) is refused (recycling would wipe the node's root).",
        'The specification says Recycle needs plugin support; the server does not check that at validation (only the `/` case), so ' +
          'Plumbline does not either. Recycle itself draws a deprecation warning (`persistent-volume/reclaim-policy-recycle-deprecated`).',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec)) return;
    for (const p of specProblems(spec)) ctx.report(p);
  },
});
