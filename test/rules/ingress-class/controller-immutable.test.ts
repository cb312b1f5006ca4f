import rule from '../../../rules/ingress-class/controller-immutable.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingressClass } from './_class.js';

const old = ingressClass('controller: example.com/ingress-controller');

ruleTester.run(rule, {
  valid: [{ name: 'annotation added', code: ingressClass('controller: example.com/ingress-controller', '  annotations: {ingressclass.kubernetes.io/is-default-class: "true"}'), old }],
  invalid: [{ name: 'controller changed', code: ingressClass('controller: example.com/other'), old, errors: [{ messageId: 'changed', path: 'spec.controller', line: 6, column: 15 }] }],
});
