import rule from '../../../rules/validating-admission-policy-binding/param-ref-invalid.js';
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
      name: 'param-ref-invalid in v2.yaml',
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
