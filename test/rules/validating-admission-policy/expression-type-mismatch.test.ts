import rule from '../../../rules/validating-admission-policy/expression-type-mismatch.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    // Fields of the Deployment schema, ObjectMeta (labels, creationTimestamp as a timestamp) and int-or-string values.
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
          - expression: object.spec.replicas <= 5 && object.spec.template.spec.containers.all(c, c.image != '')
          - expression: object.metadata.creationTimestamp < timestamp('2030-01-01T00:00:00Z') || object.spec.strategy.rollingUpdate.maxSurge == '25%'
    `,
    // A wildcard resource rule: nothing to type against.
    yaml`
      apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicy
      metadata:
        name: p
      spec:
        matchConstraints:
          resourceRules:
            - {apiGroups: ['*'], apiVersions: ['*'], operations: [CREATE], resources: ['*']}
        validations:
          - expression: object.spec.replicaz <= 5
    `,
  ],
  invalid: [
    {
      name: 'a field the Deployment schema does not have, in a validation and a messageExpression',
      code: yaml`
        apiVersion: admissionregistration.k8s.io/v1
        kind: ValidatingAdmissionPolicy
        metadata:
          name: p
        spec:
          matchConstraints:
            resourceRules:
              - {apiGroups: [apps], apiVersions: [v1], operations: [CREATE], resources: [deployments, statefulsets]}
          validations:
            - expression: object.spec.replicaz <= 5
            - expression: "true"
              messageExpression: "'paused: ' + string(object.spec.paused)"
      `,
      errors: [
        {
          messageId: 'mismatch',
          path: 'spec.validations[0].expression',
          line: 10,
          column: 19,
          message:
            '`spec.validations[0].expression` does not type-check against Deployment (apps/v1/deployments): compilation failed: ' +
            'No such key: replicaz.',
        },
        // StatefulSets have no spec.paused.
        { messageId: 'mismatch', path: 'spec.validations[1].messageExpression', line: 12, column: 26 },
      ],
    },
  ],
});
