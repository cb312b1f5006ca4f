import { createRule } from '@plumbline/engine';
import { typeOf } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/external-name-ignored',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'warning',
    messages: {
      ignored: '`spec.externalName` is ignored because `spec.type` is {{type}}, not ExternalName.',
    },
    docs: {
      description: 'Disallow externalName on Services that are not of type ExternalName',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'externalName' },
      details:
        '`externalName` requires type ExternalName. The server accepts it on other types and sends the warning "spec.externalName ' +
        'is ignored when spec.type is not ExternalName"; Plumbline warns likewise.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    const type = typeOf(spec);
    if (type === 'ExternalName' || typeof spec.externalName !== 'string' || spec.externalName === '') return;
    ctx.report({ messageId: 'ignored', path: ['spec', 'externalName'], data: { type } });
  },
});
