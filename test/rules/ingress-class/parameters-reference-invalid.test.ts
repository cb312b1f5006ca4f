import rule from '../../../rules/ingress-class/parameters-reference-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingressClass } from './_class.js';

ruleTester.run(rule, {
  valid: [ingressClass('controller: example.com/ic\nparameters: {apiGroup: k8s.example.com, kind: IngressParameters, name: external-lb}')],
  invalid: [
    {
      name: 'name missing',
      code: ingressClass('controller: example.com/ic\nparameters:\n  apiGroup: k8s.example.com\n  kind: IngressParameters'),
      errors: [{ messageId: 'referenceRequired', path: 'spec.parameters.name', line: 7, column: 3 }],
    },
    {
      name: 'kind with a slash',
      code: ingressClass('controller: example.com/ic\nparameters: {kind: a/b, name: x}'),
      errors: [{ messageId: 'referenceInvalid', path: 'spec.parameters.kind', line: 7, column: 22 }],
    },
  ],
});
