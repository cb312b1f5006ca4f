import { yaml } from '../../utils/rule-tester.js';

// The documents the rule tests of this kind share: each rule test pins the findings of its own rule in them.

/** A binding every rule of this kind accepts: params by selector, actions, a namespace selector. */
export const VALID_BINDING = yaml`
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
    `;

/** A policy and two bindings with a mistake in each field group (v2.yaml): every rule of the kind reports its own part. */
export const BINDINGS_V2 = yaml`
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
