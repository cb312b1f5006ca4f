import { yaml } from '../../utils/rule-tester.js';

// The policies the rule tests of this kind share: each rule test pins the findings of its own rule in them.

/** A policy every rule of this kind accepts: params, variables, match conditions, validations and audit annotations. */
export const VALID_POLICY = yaml`
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
    `;

/** A policy with a mistake in each field group (v1.yaml): every rule of the kind reports its own part of it. */
export const POLICY_V1 = yaml`
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
      `;

/** A policy with missing and empty fields (v2.yaml): every rule of the kind reports its own part of it. */
export const POLICY_V2 = yaml`
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
      `;
