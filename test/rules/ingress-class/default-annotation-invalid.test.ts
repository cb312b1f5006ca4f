import rule from '../../../rules/ingress-class/default-annotation-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingressClass } from './_class.js';

const a = (value: string) => ingressClass('controller: k8s.io/ingress-nginx', `  annotations:\n    ingressclass.kubernetes.io/is-default-class: ${value}`);

ruleTester.run(rule, {
  valid: [a('"true"'), a('"false"'), ingressClass('controller: k8s.io/ingress-nginx')],
  invalid: [
    { name: 'True', code: a('"True"'), errors: [{ messageId: 'invalid', path: 'metadata.annotations[ingressclass.kubernetes.io/is-default-class]', line: 6, column: 50, severity: 'warning' }] },
    { name: 'yes', code: a('"yes"'), errors: [{ messageId: 'invalid', path: 'metadata.annotations[ingressclass.kubernetes.io/is-default-class]', line: 6, column: 50 }] },
  ],
});
