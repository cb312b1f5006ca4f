import rule from '../../../rules/validating-admission-policy/variables-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicy
      metadata:
        name: replica-limit.example.com
      spec:
        failurePolicy: Ignore
        paramKind: {apiVersion: v1, kind: ConfigMap}
        matchConstraints:
          resourceRules:
            - {apiGroups: [apps], apiVersions: [v1], operations: [CREATE, UPDATE], resources: [deployments]}
        variables:
          - name: maxReplicas
            expression: int(params.data.maxReplicas)
        matchConditions:
          - name: not-a-system-user
            expression: "!request.userInfo.username.startsWith('system:')"
        validations:
          - expression: object.spec.replicas <= variables.maxReplicas
            messageExpression: "'replicas must be at most ' + string(variables.maxReplicas)"
            reason: Invalid
        auditAnnotations:
          - key: high-replica-count
            valueExpression: "'Deployment spec.replicas set to ' + string(object.spec.replicas)"
    `,
  ],
  invalid: [
    {
      name: 'variables-invalid in v1.yaml',
      code: yaml`
        apiVersion: admissionregistration.k8s.io/v1
        kind: ValidatingAdmissionPolicy
        metadata:
          name: p
        spec:
          failurePolicy: Sometimes
          paramKind:
            apiVersion: a/b/c
            kind: Not_A_Kind
          matchConstraints:
            resourceRules:
              - {apiGroups: [apps], apiVersions: [v1], operations: [CREATE], resources: [deployments]}
          variables:
            - name: 1bad
              expression: ""
          matchConditions:
            - name: "bad name!"
              expression: "true"
          validations:
            - expression: "   "
              message: "   "
            - expression: |
                object.spec.replicas <= 5 &&
                object.spec.replicas >= 1
            - expression: "true"
              message: "two\\nlines"
              messageExpression: "  "
              reason: Teapot
          auditAnnotations:
            - key: ""
              valueExpression: "'x'"
            - key: "ok"
              valueExpression: ""
            - key: "ok"
              valueExpression: "'y'"
            - key: "bad key!"
              valueExpression: "'z'"
      `,
      errors: [
        { messageId: 'variableName', path: 'spec.variables[0].name', line: 14, column: 13 },
        { messageId: 'expressionMissing', path: 'spec.variables[0].expression', line: 15, column: 19 },
        { messageId: 'conditionName', path: 'spec.matchConditions[0].name', line: 17, column: 13 },
      ],
    },
    {
      name: 'variables-invalid in v2.yaml',
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
