import rule from '../../../rules/validating-admission-policy/param-kind-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { VALID_POLICY, POLICY_V1, POLICY_V2 } from './_policies.js';

ruleTester.run(rule, {
  valid: [VALID_POLICY],
  invalid: [
    {
      name: 'param-kind-invalid in v1.yaml',
      code: POLICY_V1,
      errors: [
        { messageId: 'apiVersion', path: 'spec.paramKind.apiVersion', line: 8, column: 17 },
        { messageId: 'kind', path: 'spec.paramKind.kind', line: 9, column: 11 },
      ],
    },
    {
      name: 'param-kind-invalid in v2.yaml',
      code: POLICY_V2,
      errors: [
        { messageId: 'missing', path: 'spec.paramKind.apiVersion', line: 6, column: 3 },
        { messageId: 'missing', path: 'spec.paramKind.kind', line: 7, column: 11 },
      ],
    },
  ],
});
