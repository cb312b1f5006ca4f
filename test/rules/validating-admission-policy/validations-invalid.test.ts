import rule from '../../../rules/validating-admission-policy/validations-invalid.js';
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
      name: 'validations-invalid in v1.yaml',
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
      errors: [{ messageId: 'nothing', path: 'spec.validations', line: 13, column: 3 }],
    },
  ],
});
