import rule from '../../../rules/ingress-class/parameters-api-group-missing.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingressClass } from './_class.js';

ruleTester.run(rule, {
  valid: [
    ingressClass('controller: example.com/ic\nparameters: {apiGroup: k8s.example.com, kind: IngressParameters, name: external-lb}'),
    ingressClass('controller: example.com/ic\nparameters: {kind: ConfigMap, name: ingress-config, scope: Namespace, namespace: ingress}'),
  ],
  invalid: [
    {
      name: 'custom kind without group',
      code: ingressClass('controller: example.com/ic\nparameters:\n  kind: IngressParameters\n  name: external-lb'),
      errors: [{ messageId: 'missing', path: 'spec.parameters.apiGroup', line: 8, column: 11, severity: 'warning' }],
    },
  ],
});
