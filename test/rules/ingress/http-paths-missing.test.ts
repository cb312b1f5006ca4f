import rule from '../../../rules/ingress/http-paths-missing.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingress, rule as hostRule } from './_ing.js';

ruleTester.run(rule, {
  valid: [ingress(hostRule('web.example.com')), ingress('rules:\n  - host: web.example.com')],
  invalid: [{ name: 'http without paths', code: ingress('rules:\n  - host: web.example.com\n    http: {}'), errors: [{ messageId: 'missing', path: 'spec.rules[0].http.paths', line: 9, column: 7 }] }],
});
