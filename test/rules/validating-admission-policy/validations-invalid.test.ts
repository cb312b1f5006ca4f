import rule from '../../../rules/validating-admission-policy/validations-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { VALID_POLICY, POLICY_V1, POLICY_V2 } from './_policies.js';

ruleTester.run(rule, {
  valid: [VALID_POLICY],
  invalid: [
    {
      name: 'validations-invalid in v1.yaml',
      code: POLICY_V1,
      errors: [
        { messageId: 'expressionMissing', path: 'spec.validations[0].expression', line: 20, column: 19 },
        { messageId: 'messageBlank', path: 'spec.validations[0].message', line: 21, column: 16 },
        { messageId: 'messageRequired', path: 'spec.validations[1].message', line: 22, column: 7 },
        { messageId: 'messageLineBreak', path: 'spec.validations[2].message', line: 26, column: 16 },
        { messageId: 'messageExpressionBlank', path: 'spec.validations[2].messageExpression', line: 27, column: 26 },
        { messageId: 'reason', path: 'spec.validations[2].reason', line: 28, column: 15 },
        { messageId: 'keyMissing', path: 'spec.auditAnnotations[0].key', line: 30, column: 12 },
        { messageId: 'expressionMissing', path: 'spec.auditAnnotations[1].valueExpression', line: 33, column: 24 },
        { messageId: 'keyDuplicate', path: 'spec.auditAnnotations[2].key', line: 34, column: 12 },
        { messageId: 'keyInvalid', path: 'spec.auditAnnotations[3].key', line: 36, column: 12 },
      ],
    },
    {
      name: 'validations-invalid in v2.yaml',
      code: POLICY_V2,
      errors: [{ messageId: 'nothing', path: 'spec.validations', line: 13, column: 3 }],
    },
  ],
});
