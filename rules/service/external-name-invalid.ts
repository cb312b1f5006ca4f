import { createRule, dns1123Subdomain } from '@plumbline/engine';
import { typeOf } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/external-name-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    messages: {
      missing: '`spec.externalName` is missing; an ExternalName Service needs the host name it aliases.',
      invalid: '`spec.externalName` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Require a lowercase DNS name as externalName of ExternalName Services',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'externalName' },
      details:
        'For type ExternalName the server requires `externalName` (Required) and checks it, without one trailing dot (a fully ' +
        'qualified name), as a lowercase RFC 1123 subdomain of at most 253 characters. An IP address passes this syntax check although ' +
        'DNS will not resolve it as a CNAME. On other types the field is not validated (`service/external-name-ignored` warns).',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (typeOf(spec) !== 'ExternalName') return;
    const value = typeof spec.externalName === 'string' ? spec.externalName : '';
    const name = value.endsWith('.') ? value.slice(0, -1) : value;
    if (name === '') {
      ctx.report({ messageId: 'missing', path: ['spec', 'externalName'], reason: 'FieldValueRequired' });
      return;
    }
    for (const problem of dns1123Subdomain(name))
      ctx.report({ messageId: 'invalid', path: ['spec', 'externalName'], data: { value, problem } });
  },
});
