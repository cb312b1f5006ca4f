import rule from '../../../rules/ingress/rules-and-default-backend-missing.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingress, rule as hostRule } from './_ing.js';

ruleTester.run(rule, {
  valid: [ingress(hostRule('web.example.com')), ingress('defaultBackend: {service: {name: web, port: {number: 80}}}')],
  invalid: [{ name: 'empty rules', code: ingress('ingressClassName: nginx\nrules: []'), errors: [{ messageId: 'missing', path: 'spec', line: 6, column: 1, endColumn: 5 }] }],
});
