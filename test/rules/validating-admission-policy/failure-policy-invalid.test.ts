import rule from '../../../rules/validating-admission-policy/failure-policy-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { VALID_POLICY, POLICY_V1 } from './_policies.js';

ruleTester.run(rule, {
  valid: [VALID_POLICY],
  invalid: [
    {
      name: 'failure-policy-invalid in v1.yaml',
      code: POLICY_V1,
      errors: [{ messageId: 'unsupported', path: 'spec.failurePolicy', line: 6, column: 18 }],
    },
  ],
});
