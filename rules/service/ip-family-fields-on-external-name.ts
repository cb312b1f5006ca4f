import { createRule } from '@plumbline/engine';
import { typeOf } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/ip-family-fields-on-external-name',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      ipFamilies: '`spec.ipFamilies` is set on an ExternalName Service; IP families apply only to Services with a cluster IP.',
      ipFamilyPolicy:
        '`spec.ipFamilyPolicy` is set on an ExternalName Service; an IP family policy applies only to Services with a ' + 'cluster IP.',
    },
    docs: {
      description: 'Disallow ipFamilies and ipFamilyPolicy on ExternalName Services',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'ipFamilies' },
        { doc: 'part1', section: 'States and transitions' },
      ],
      details:
        'ExternalName Services have no cluster IP, so `ipFamilies` and `ipFamilyPolicy` must be unset (Forbidden). When an update ' +
        'changes the type to ExternalName, the server erases each of these fields that the manifest leaves as stored; a manifest that ' +
        'changes them at the same time keeps them and is refused. A fix removes the field.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (typeOf(spec) !== 'ExternalName') return;
    if (Array.isArray(spec.ipFamilies) && spec.ipFamilies.length > 0) {
      ctx.report({
        messageId: 'ipFamilies',
        path: ['spec', 'ipFamilies'],
        fix: { description: 'Remove ipFamilies', path: ['spec', 'ipFamilies'], action: 'remove' },
      });
    }
    if (spec.ipFamilyPolicy !== undefined && spec.ipFamilyPolicy !== null) {
      ctx.report({
        messageId: 'ipFamilyPolicy',
        path: ['spec', 'ipFamilyPolicy'],
        fix: { description: 'Remove ipFamilyPolicy', path: ['spec', 'ipFamilyPolicy'], action: 'remove' },
      });
    }
  },
});
