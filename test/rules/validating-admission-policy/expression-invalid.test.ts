import rule from '../../../rules/validating-admission-policy/expression-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    // No estimated cost is checked when a policy is written (the server's budget applies at run time).
    yaml`
      apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicy
      metadata:
        name: nested
      spec:
        matchConstraints:
          resourceRules:
            - {apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [pods]}
        validations:
          - expression: "object.spec.containers.all(a, object.spec.containers.all(b, a.name != b.name || a == b))"
    `,
    yaml`
      apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicy
      metadata:
        name: replica-limit
      spec:
        paramKind: {apiVersion: v1, kind: ConfigMap}
        matchConstraints:
          resourceRules:
            - {apiGroups: [apps], apiVersions: [v1], operations: [CREATE], resources: [deployments]}
        variables:
          - name: limit
            expression: int(params.data.maxReplicas)
          - name: overLimit
            expression: object.spec.replicas > variables.limit
        matchConditions:
          - name: not-system
            expression: "!request.userInfo.username.startsWith('system:')"
        validations:
          - expression: "!variables.overLimit || authorizer.requestResource.check('scale').allowed()"
            messageExpression: "'at most ' + string(variables.limit) + ' replicas'"
        auditAnnotations:
          - key: replicas
            valueExpression: "variables.overLimit ? object.spec.replicas : null"
    `,
  ],
  invalid: [
    {
      name: 'a later variable, a string condition, a syntax error, params without paramKind, non-string results',
      code: yaml`
        apiVersion: admissionregistration.k8s.io/v1
        kind: ValidatingAdmissionPolicy
        metadata:
          name: p
        spec:
          matchConstraints:
            resourceRules:
              - {apiGroups: [apps], apiVersions: [v1], operations: [CREATE], resources: [deployments]}
          variables:
            - name: first
              expression: variables.second > 1
            - name: second
              expression: "1"
          matchConditions:
            - name: c
              expression: "'text'"
          validations:
            - expression: object.spec.replicas <=
            - expression: params.maxReplicas > 1
              messageExpression: "1 + 2"
            - expression: "[1, 2].all(x, x > 0) && size(object.metadata.name) > 0"
              messageExpression: "'name: ' + object.metadata.name"
          auditAnnotations:
            - key: k
              valueExpression: "42"
      `,
      errors: [
        { messageId: 'compile', path: 'spec.variables[0].expression', line: 11, column: 19 },
        { messageId: 'type', path: 'spec.matchConditions[0].expression', line: 16, column: 19 },
        { messageId: 'compile', path: 'spec.validations[0].expression', line: 18, column: 19 },
        {
          messageId: 'compile',
          path: 'spec.validations[1].expression',
          line: 19,
          column: 19,
          message: '`spec.validations[1].expression` does not compile: compilation failed: Unknown variable: params.',
        },
        { messageId: 'type', path: 'spec.validations[1].messageExpression', line: 20, column: 26 },
        { messageId: 'type', path: 'spec.auditAnnotations[0].valueExpression', line: 25, column: 24 },
      ],
    },
  ],
});
