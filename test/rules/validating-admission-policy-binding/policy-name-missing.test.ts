import rule from '../../../rules/validating-admission-policy-binding/policy-name-missing.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicyBinding
      metadata:
        name: replica-limit-binding
      spec:
        policyName: replica-limit.example.com
        validationActions: [Deny, Audit]
        paramRef:
          selector: {matchLabels: {tier: limits}}
          namespace: default
          parameterNotFoundAction: Deny
        matchResources:
          namespaceSelector:
            matchExpressions:
              - {key: environment, operator: In, values: [test]}
    `,
  ],
  invalid: [
    {
      name: 'policy-name-missing in v2.yaml',
      code: yaml`
        apiVersion: admissionregistration.k8s.io/v1
        kind: ValidatingAdmissionPolicy
        metadata:
          name: p
        spec:
          paramKind:
            kind: ""
          matchConstraints:
            resourceRules:
              - {apiGroups: [apps], apiVersions: [v1], operations: [CREATE], resources: [deployments]}
          matchConditions:
            - expression: ""
          validations: []
        ---
        apiVersion: admissionregistration.k8s.io/v1
        kind: ValidatingAdmissionPolicyBinding
        metadata:
          name: b
        spec:
          paramRef:
            name: a/b
            selector: {matchLabels: {app: web}}
            namespace: Bad_NS
            parameterNotFoundAction: Maybe
          validationActions: [Deny, Warn, Deny, Block]
          matchResources:
            resourceRules:
              - {apiGroups: [], apiVersions: [v1], operations: [CREATE], resources: [pods]}
        ---
        apiVersion: admissionregistration.k8s.io/v1
        kind: ValidatingAdmissionPolicyBinding
        metadata:
          name: c
        spec:
          paramRef:
            namespace: ok
          validationActions: []
      `,
      errors: [
        { messageId: 'missing', path: 'spec.policyName', line: 19, column: 1 },
        { messageId: 'missing', path: 'spec.policyName', line: 34, column: 1 },
      ],
    },
  ],
});
