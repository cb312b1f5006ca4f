import rule from '../../../rules/validating-admission-policy-binding/validation-actions-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { VALID_BINDING, BINDINGS_V2 } from './_bindings.js';

ruleTester.run(rule, {
  valid: [VALID_BINDING],
  invalid: [
    {
      name: 'validation-actions-invalid in v2.yaml',
      code: BINDINGS_V2,
      errors: [
        { messageId: 'denyAndWarn', path: 'spec.validationActions', line: 25, column: 3 },
        { messageId: 'duplicate', path: 'spec.validationActions[2]', line: 25, column: 35 },
        { messageId: 'unsupported', path: 'spec.validationActions[3]', line: 25, column: 41 },
        { messageId: 'missing', path: 'spec.validationActions', line: 37, column: 3 },
      ],
    },
  ],
});
