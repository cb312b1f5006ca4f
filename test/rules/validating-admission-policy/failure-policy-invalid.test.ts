import rule from '../../../rules/validating-admission-policy/failure-policy-invalid.js';
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
      name: 'failure-policy-invalid in v1.yaml',
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
      errors: [{ messageId: 'unsupported', path: 'spec.failurePolicy', line: 6, column: 18 }],
    },
  ],
});
