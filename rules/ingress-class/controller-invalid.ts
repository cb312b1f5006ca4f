import { createRule, dns1123Subdomain } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';

const HTTP_PATH = /^[A-Za-z0-9/\-._~%!$&'()*+,;=:]+$/;

export default createRule({
  id: 'ingress-class/controller-invalid',
  meta: {
    kinds: ['IngressClass'],
    type: 'field',
    severity: 'error',
    messages: {
      required: '`spec.controller` is missing; name the controller as a domain-prefixed path such as "example.com/ingress-controller".',
      tooLong: '`spec.controller` has {{length}} characters; at most 250 are allowed.',
      format: '`spec.controller` is "{{value}}"; it must be a domain-prefixed path such as "example.com/ingress-controller".',
      domain: '`spec.controller` is "{{value}}": domain part "{{domain}}" {{problem}}.',
      path: '`spec.controller` is "{{value}}": path part "{{rest}}" contains characters not allowed in an HTTP path.',
    },
    docs: {
      description: 'Require a domain-prefixed controller name on IngressClasses',
      spec: [
        { doc: 'part1', section: 'IngressClass', field: 'spec.controller' },
        { doc: 'part1', section: 'Limits' },
      ],
      details:
        '`spec.controller` names the controller that implements the class: a DNS subdomain, `/`, and a non-empty path of HTTP path ' +
        "characters (letters, digits and `-._~%!$&'()*+,;=:/`), at most 250 characters in all. The specification marks the field " +
        'optional, but the v1.34 server refuses an IngressClass without it (`Required`); Plumbline follows the server. The field is ' +
        'immutable (`ingress-class/controller-immutable`).',
    },
  },
  check(ctx) {
    const value = obj(ctx.object.spec).controller;
    const path = ['spec', 'controller'];
    if (value === undefined || value === null || value === '') {
      ctx.report({ messageId: 'required', path, reason: 'FieldValueRequired' });
      return;
    }
    if (typeof value !== 'string') return;
    if (value.length > 250) ctx.report({ messageId: 'tooLong', path, reason: 'FieldValueTooLong', data: { length: value.length } });
    const slash = value.indexOf('/');
    const domain = slash < 0 ? value : value.slice(0, slash);
    const rest = slash < 0 ? '' : value.slice(slash + 1);
    if (slash < 0 || domain === '' || rest === '') {
      ctx.report({ messageId: 'format', path, data: { value } });
      return;
    }
    for (const problem of dns1123Subdomain(domain)) ctx.report({ messageId: 'domain', path, data: { value, domain, problem } });
    if (!HTTP_PATH.test(rest)) ctx.report({ messageId: 'path', path, data: { value, rest } });
  },
});
