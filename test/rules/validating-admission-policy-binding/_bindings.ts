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

/**
 * A policy and two bindings with a mistake in each field group (v2.yaml): the same document the policy rule tests use,
 * so that each kind's rules pin their own part of one text.
 */
export { POLICY_V2 as BINDINGS_V2 } from '../validating-admission-policy/_policies.js';
