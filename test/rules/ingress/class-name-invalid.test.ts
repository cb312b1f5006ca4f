import rule from '../../../rules/ingress/class-name-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingress } from './_ing.js';

ruleTester.run(rule, {
  valid: [ingress('ingressClassName: nginx\ndefaultBackend: {service: {name: web, port: {number: 80}}}')],
  invalid: [{ name: 'upper case', code: ingress('ingressClassName: NGINX\ndefaultBackend: {service: {name: web, port: {number: 80}}}'), errors: [{ messageId: 'invalid', path: 'spec.ingressClassName', line: 7, column: 21, endColumn: 26 }] }],
});
