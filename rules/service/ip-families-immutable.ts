import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { isHeadless, typeOf } from './kind.js';
import { stringList, svcSpec } from './_util.js';

export default createRule({
  id: 'service/ip-families-immutable',
  meta: {
    kinds: ['Service'],
    type: 'transition',
    severity: 'error',
    messages: {
      changed:
        '`spec.ipFamilies` changes from [{{from}}] to [{{to}}]; the primary IP family may not change once set (only a secondary ' +
        'family may be added or removed).',
      primaryUnset: '`spec.ipFamilies` loses its primary family while `spec.clusterIPs` is empty; the primary family cannot be unset.',
      releaseNeedsSingleStack: '`spec.ipFamilyPolicy` is {{policy}} while the secondary IP family is released; it must be SingleStack.',
    },
    docs: {
      description: 'Disallow changing the primary IP family of a Service',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'ipFamilies' },
        { doc: 'part1', section: 'States and transitions' },
      ],
      details:
        'An update may add or remove the secondary family but may not change the primary one; the server reports every change at ' +
        '`spec.ipFamilies[0]` (Invalid, "may not change once set"), and removing the secondary family requires `ipFamilyPolicy: ' +
        'SingleStack`. Moves to, from and within ExternalName are exempt, and so are headless Services and moves between headless and ' +
        'not headless. An `ipFamilies` left out of the manifest is filled from the stored Service by the IP-family allocator and is ' +
        'not a change.',
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    const spec = svcSpec(ctx);
    const oldSpec = obj(ctx.oldObject.spec);
    if (typeOf(spec) === 'ExternalName' || typeOf(oldSpec) === 'ExternalName') return;
    if (isHeadless(spec) || isHeadless(oldSpec)) return;
    const now = stringList(spec.ipFamilies);
    const before = stringList(oldSpec.ipFamilies);
    if (now.length === 0) return;
    const data = { from: before.join(', '), to: now.join(', ') };
    if (now.length === before.length) {
      if (before.some((f, i) => f !== now[i])) ctx.report({ messageId: 'changed', path: ['spec', 'ipFamilies', 0], data });
      return;
    }
    if (now.length < before.length) {
      if (stringList(spec.clusterIPs).length === 0) ctx.report({ messageId: 'primaryUnset', path: ['spec', 'ipFamilies', 0] });
      if (now[0] !== before[0]) ctx.report({ messageId: 'changed', path: ['spec', 'ipFamilies', 0], data });
      if (now.length === 1 && spec.ipFamilyPolicy !== 'SingleStack')
        ctx.report({
          messageId: 'releaseNeedsSingleStack',
          path: ['spec', 'ipFamilyPolicy'],
          data: { policy: typeof spec.ipFamilyPolicy === 'string' ? spec.ipFamilyPolicy : 'unset' },
        });
      return;
    }
    if (before.length > 0 && now[0] !== before[0]) ctx.report({ messageId: 'changed', path: ['spec', 'ipFamilies', 0], data });
  },
});
