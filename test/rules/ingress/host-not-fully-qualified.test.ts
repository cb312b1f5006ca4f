import rule from '../../../rules/ingress/host-not-fully-qualified.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingress, rule as hostRule } from './_ing.js';

ruleTester.run(rule, {
  valid: [ingress(hostRule('web.example.com')), ingress(hostRule('Web'))],
  invalid: [{ name: 'single label', code: ingress(hostRule('web')), errors: [{ messageId: 'single', path: 'spec.rules[0].host', line: 8, column: 13, severity: 'warning' }] }],
});
