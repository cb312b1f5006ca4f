import rule from '../../../rules/validating-admission-policy-binding/policy-name-missing.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { VALID_BINDING, BINDINGS_V2 } from './_bindings.js';

ruleTester.run(rule, {
  valid: [VALID_BINDING],
  invalid: [
    {
      name: 'policy-name-missing in v2.yaml',
      code: BINDINGS_V2,
      errors: [
        { messageId: 'missing', path: 'spec.policyName', line: 19, column: 1 },
        { messageId: 'missing', path: 'spec.policyName', line: 34, column: 1 },
      ],
    },
  ],
});
