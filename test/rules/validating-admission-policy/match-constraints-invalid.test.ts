import rule from '../../../rules/validating-admission-policy/match-constraints-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicy
      metadata:
        name: replica-limit
      spec:
        matchConstraints:
          resourceRules:
            - apiGroups: [apps]
              apiVersions: [v1]
              operations: [CREATE, UPDATE]
              resources: [deployments, deployments/scale]
              scope: Namespaced
          excludeResourceRules:
            - apiGroups: ['*']
              apiVersions: ['*']
              operations: ['*']
              resources: ['*/status']
        validations:
          - expression: object.spec.replicas <= 5
    `,
  ],
  invalid: [
    {
      name: 'no matchConstraints',
      code: yaml`
        apiVersion: admissionregistration.k8s.io/v1
        kind: ValidatingAdmissionPolicy
        metadata:
          name: p
        spec:
          validations:
            - expression: "true"
      `,
      errors: [{ messageId: 'missing', path: 'spec.matchConstraints', line: 5, column: 1 }],
    },
    {
      name: 'no resource rules, a bad rule and a bad matchPolicy',
      code: yaml`
        apiVersion: admissionregistration.k8s.io/v1
        kind: ValidatingAdmissionPolicy
        metadata:
          name: p
        spec:
          matchConstraints:
            matchPolicy: Loose
            excludeResourceRules:
              - apiGroups: ['*', apps]
                apiVersions: [v1]
                operations: [PATCH]
                resources: ['*', pods, a/b/c]
                scope: Everywhere
          validations:
            - expression: "true"
      `,
      errors: [
        { messageId: 'invalid', path: 'spec.matchConstraints.resourceRules', line: 6, column: 3 },
        { messageId: 'invalid', path: 'spec.matchConstraints.matchPolicy', line: 7, column: 18 },
        { messageId: 'invalid', path: 'spec.matchConstraints.excludeResourceRules[0].apiGroups', line: 9, column: 9 },
        { messageId: 'invalid', path: 'spec.matchConstraints.excludeResourceRules[0].operations[0]', line: 11, column: 22 },
        { messageId: 'invalid', path: 'spec.matchConstraints.excludeResourceRules[0].resources', line: 12, column: 9 },
        { messageId: 'invalid', path: 'spec.matchConstraints.excludeResourceRules[0].resources[2]', line: 12, column: 32 },
        { messageId: 'invalid', path: 'spec.matchConstraints.excludeResourceRules[0].scope', line: 13, column: 16 },
      ],
    },
  ],
});
