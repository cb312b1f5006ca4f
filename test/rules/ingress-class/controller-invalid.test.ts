import rule from '../../../rules/ingress-class/controller-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingressClass } from './_class.js';

ruleTester.run(rule, {
  valid: [ingressClass('controller: k8s.io/ingress-nginx'), ingressClass('controller: example.com/a/b~c')],
  invalid: [
    { name: 'space in the path', code: ingressClass('controller: "example.com/bad path"'), errors: [{ messageId: 'path', path: 'spec.controller', line: 6, column: 15, endColumn: 37 }] },
    { name: 'missing', code: ingressClass('parameters: {kind: X, name: y}'), errors: [{ messageId: 'required', path: 'spec.controller', line: 5, column: 1 }] },
    { name: 'no domain', code: ingressClass('controller: nginx'), errors: [{ messageId: 'format', path: 'spec.controller', line: 6, column: 15 }] },
    { name: 'bad domain', code: ingressClass('controller: Example.com/x'), errors: [{ messageId: 'domain', path: 'spec.controller', line: 6, column: 15 }] },
    { name: 'too long', code: ingressClass(`controller: example.com/${'a'.repeat(240)}`), errors: [{ messageId: 'tooLong', path: 'spec.controller', line: 6, column: 15 }] },
  ],
});
