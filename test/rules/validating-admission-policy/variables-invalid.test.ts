import rule from '../../../rules/validating-admission-policy/variables-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';
import { VALID_POLICY, POLICY_V1, POLICY_V2 } from './_policies.js';

ruleTester.run(rule, {
  valid: [VALID_POLICY],
  invalid: [
    {
      name: 'variables-invalid in v1.yaml',
      code: POLICY_V1,
      errors: [
        { messageId: 'variableName', path: 'spec.variables[0].name', line: 14, column: 13 },
        { messageId: 'expressionMissing', path: 'spec.variables[0].expression', line: 15, column: 19 },
        { messageId: 'conditionName', path: 'spec.matchConditions[0].name', line: 17, column: 13 },
      ],
    },
    {
      name: 'variables-invalid in v2.yaml',
      code: POLICY_V2,
      errors: [
        { messageId: 'nameMissing', path: 'spec.matchConditions[0].name', line: 12, column: 7 },
        { messageId: 'expressionMissing', path: 'spec.matchConditions[0].expression', line: 12, column: 19 },
      ],
    },
    {
      name: '65 match conditions',
      code:
        yaml`
          apiVersion: admissionregistration.k8s.io/v1
          kind: ValidatingAdmissionPolicy
          metadata:
            name: p
          spec:
            matchConstraints:
              resourceRules:
                - {apiGroups: [apps], apiVersions: [v1], operations: [CREATE], resources: [deployments]}
            validations:
              - expression: "true"
            matchConditions:
        ` + Array.from({ length: 65 }, (_, i) => `    - {name: c${i}, expression: "true"}\n`).join(''),
      errors: [{ messageId: 'tooMany', path: 'spec.matchConditions', line: 11, column: 3 }],
    },
  ],
});
