import rule from '../../../rules/validating-admission-policy-binding/param-ref-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';
import { VALID_BINDING, BINDINGS_V2 } from './_bindings.js';

ruleTester.run(rule, {
  valid: [VALID_BINDING],
  invalid: [
    {
      name: 'param-ref-invalid in v2.yaml',
      code: BINDINGS_V2,
      errors: [
        { messageId: 'name', path: 'spec.paramRef.name', line: 21, column: 11 },
        { messageId: 'both', path: 'spec.paramRef.name', line: 21, column: 11 },
        { messageId: 'both', path: 'spec.paramRef.selector', line: 22, column: 5 },
        { messageId: 'namespace', path: 'spec.paramRef.namespace', line: 23, column: 16 },
        { messageId: 'action', path: 'spec.paramRef.parameterNotFoundAction', line: 24, column: 30 },
        { messageId: 'neither', path: 'spec.paramRef', line: 35, column: 3 },
        { messageId: 'actionMissing', path: 'spec.paramRef.parameterNotFoundAction', line: 35, column: 3 },
      ],
    },
    {
      name: 'a selector with an unknown operator',
      code: yaml`
        apiVersion: admissionregistration.k8s.io/v1
        kind: ValidatingAdmissionPolicyBinding
        metadata:
          name: b
        spec:
          policyName: p
          validationActions: [Deny]
          paramRef:
            selector:
              matchExpressions:
                - {key: tier, operator: Near}
            parameterNotFoundAction: Allow
      `,
      errors: [{ messageId: 'selector', path: 'spec.paramRef.selector.matchExpressions[0].operator', line: 11, column: 33 }],
    },
  ],
});
