import rule from '../../../rules/ingress/tls-secret-name-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingress, rule as hostRule } from './_ing.js';

const tls = (secret: string) => ingress(`${hostRule('web.example.com')}\ntls: [{hosts: [web.example.com], secretName: ${secret}}]`);

ruleTester.run(rule, {
  valid: [tls('web-tls'), tls('""'), { name: 'an invalid name kept from the stored object', code: tls('Web_TLS'), old: tls('Old_TLS') }],
  invalid: [{ name: 'underscore', code: tls('web_tls'), errors: [{ messageId: 'invalid', path: 'spec.tls[0].secretName', line: 12, column: 48 }] }],
});
