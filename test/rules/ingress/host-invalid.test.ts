import rule from '../../../rules/ingress/host-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingress, rule as hostRule } from './_ing.js';

ruleTester.run(rule, {
  valid: [ingress(hostRule('web.example.com')), ingress(hostRule('"*.example.com"')), ingress(hostRule('web')), ingress(`${hostRule('web.example.com')}\ntls: [{hosts: ["*.example.com", web.example.com], secretName: web-tls}]`)],
  invalid: [
    { name: 'upper case', code: ingress(hostRule('Web.Example.com')), errors: [{ messageId: 'invalid', path: 'spec.rules[0].host', line: 8, column: 13, endColumn: 28 }] },
    { name: 'with a port', code: ingress(hostRule('"web.example.com:80"')), errors: [{ messageId: 'invalid', path: 'spec.rules[0].host', line: 8, column: 13 }] },
    { name: 'trailing dot', code: ingress(hostRule('web.example.com.')), errors: [{ messageId: 'invalid', path: 'spec.rules[0].host', line: 8, column: 13 }] },
    { name: 'an IP', code: ingress(hostRule('"2001:db8::1"')), errors: [{ messageId: 'ip', path: 'spec.rules[0].host', line: 8, column: 13 }, { messageId: 'invalid', path: 'spec.rules[0].host', line: 8, column: 13 }] },
    { name: 'wildcard not first', code: ingress(hostRule('"web.*.example.com"')), errors: [{ messageId: 'invalid', path: 'spec.rules[0].host', line: 8, column: 13 }] },
    { name: 'a star alone in TLS', code: ingress(`${hostRule('web.example.com')}\ntls: [{hosts: ["*"], secretName: web-tls}]`), errors: [{ messageId: 'invalid', path: 'spec.tls[0].hosts[0]', line: 12, column: 18 }] },
  ],
});
