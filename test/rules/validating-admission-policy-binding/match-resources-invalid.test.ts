import rule from '../../../rules/validating-admission-policy-binding/match-resources-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { VALID_BINDING, BINDINGS_V2 } from './_bindings.js';

ruleTester.run(rule, {
  valid: [VALID_BINDING],
  invalid: [
    {
      name: 'match-resources-invalid in v2.yaml',
      code: BINDINGS_V2,
      errors: [{ messageId: 'invalid', path: 'spec.matchResources.resourceRules[0].apiGroups', line: 28, column: 10 }],
    },
  ],
});
