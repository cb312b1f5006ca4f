import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { isHeadless, typeOf } from './kind.js';
import { clusterIPsAt, stringList, svcSpec } from './_util.js';

export default createRule({
  id: 'service/cluster-ips-immutable',
  meta: {
    kinds: ['Service'],
    type: 'transition',
    severity: 'error',
    messages: {
      changed:
        '`spec.clusterIPs[{{index}}]` changes from "{{from}}" to "{{to}}"; a cluster IP may not change once set (delete and ' +
        'recreate the Service, or go through type ExternalName).',
      releaseNeedsSingleStack: '`spec.ipFamilyPolicy` is {{policy}} while the secondary cluster IP is released; it must be SingleStack.',
    },
    docs: {
      description: 'Disallow changing an allocated cluster IP',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'clusterIP' },
        { doc: 'part1', section: 'States and transitions' },
      ],
      details:
        'Before validating an update the server keeps the stored `clusterIP` and `clusterIPs` when the manifest leaves them empty (so ' +
        'manifests without cluster IPs can be re-applied), and keeps the two in step when only one changed. Then a set cluster IP may ' +
        'not change (Invalid at `spec.clusterIPs[i]`, "may not change once set"), including to or from `None`; the secondary IP may be ' +
        'added, or released together with `ipFamilyPolicy: SingleStack`. Moves to, from and within type ExternalName are exempt: the ' +
        'server releases the addresses when the type becomes ExternalName and allocates new ones when it leaves it. Moves between two ' +
        'headless states are exempt too. The separate server check that the primary cluster IP is not unset cannot be reached through ' +
        'the API, because the update preparation refills an empty `clusterIPs`.',
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    const spec = svcSpec(ctx);
    const oldSpec = obj(ctx.oldObject.spec);
    if (typeOf(spec) === 'ExternalName' || typeOf(oldSpec) === 'ExternalName') return;
    if (isHeadless(spec) && isHeadless(oldSpec)) return;
    const now = stringList(spec.clusterIPs);
    const before = stringList(oldSpec.clusterIPs);
    if (now.length === before.length) {
      before.forEach((from, index) => {
        if (from !== now[index])
          ctx.report({
            messageId: 'changed',
            path: ['spec', 'clusterIPs', index],
            ...(index === 0 ? clusterIPsAt(ctx) : {}),
            data: { index, from, to: now[index] ?? '' },
          });
      });
      return;
    }
    if (now.length < before.length) {
      // An emptied list never gets here: the update preparation refills it from the stored Service.
      if (now.length > 0 && now[0] !== before[0])
        ctx.report({
          messageId: 'changed',
          path: ['spec', 'clusterIPs', 0],
          ...clusterIPsAt(ctx),
          data: { index: 0, from: before[0] ?? '', to: now[0] ?? '' },
        });
      if (now.length === 1 && spec.ipFamilyPolicy !== 'SingleStack')
        ctx.report({
          messageId: 'releaseNeedsSingleStack',
          path: ['spec', 'ipFamilyPolicy'],
          data: { policy: typeof spec.ipFamilyPolicy === 'string' ? spec.ipFamilyPolicy : 'unset' },
        });
      return;
    }
    if (before.length > 0 && now[0] !== before[0])
      ctx.report({
        messageId: 'changed',
        path: ['spec', 'clusterIPs', 0],
        ...clusterIPsAt(ctx),
        data: { index: 0, from: before[0] ?? '', to: now[0] ?? '' },
      });
  },
});
