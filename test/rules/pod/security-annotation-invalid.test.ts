import rule from '../../../rules/pod/security-annotation-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'annotations that agree with the fields, and a deletion cost',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
          annotations:
            seccomp.security.alpha.kubernetes.io/pod: runtime/default
            container.seccomp.security.alpha.kubernetes.io/web: localhost/profiles/web.json
            container.apparmor.security.beta.kubernetes.io/web: localhost/k8s-web
            controller.kubernetes.io/pod-deletion-cost: '-100'
        spec:
          securityContext:
            seccompProfile: {type: RuntimeDefault}
          containers:
            - name: web
              image: nginx
              securityContext:
                seccompProfile: {type: Localhost, localhostProfile: profiles/web.json}
                appArmorProfile: {type: Localhost, localhostProfile: k8s-web}
      `,
    },
    {
      name: "a Pod's container annotation with only a pod-level AppArmor field (the server copies the annotation into the container)",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
          annotations:
            container.apparmor.security.beta.kubernetes.io/web: unconfined
        spec:
          securityContext:
            appArmorProfile: {type: RuntimeDefault}
          containers:
            - name: web
              image: nginx
      `,
    },
  ],
  invalid: [
    {
      name: 'bad annotation values and an AppArmor annotation for no container',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
          annotations:
            seccomp.security.alpha.kubernetes.io/pod: default
            container.seccomp.security.alpha.kubernetes.io/web: localhost/../escape.json
            container.apparmor.security.beta.kubernetes.io/sidecar: enforce
            controller.kubernetes.io/pod-deletion-cost: '+5'
        spec:
          containers:
            - name: web
              image: nginx
      `,
      errors: [
        {
          messageId: 'invalid',
          path: 'metadata.annotations.seccomp.security.alpha.kubernetes.io/pod',
          message:
            '`metadata.annotations.seccomp.security.alpha.kubernetes.io/pod` is "default": must be runtime/default, ' +
            'docker/default, unconfined or localhost/<relative path>.',
          line: 6,
          column: 47,
        },
        { messageId: 'invalid', path: 'metadata.annotations.container.seccomp.security.alpha.kubernetes.io/web', line: 7, column: 57 },
        { messageId: 'invalid', path: 'metadata.annotations[container.apparmor.security.beta.kubernetes.io/sidecar]', line: 8, column: 61 },
        { messageId: 'invalid', path: 'metadata.annotations[container.apparmor.security.beta.kubernetes.io/sidecar]', line: 8, column: 61 },
        { messageId: 'invalid', path: 'metadata.annotations[controller.kubernetes.io/pod-deletion-cost]', line: 9, column: 49 },
      ],
    },
    {
      name: 'annotations that disagree with the fields of a Deployment template',
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
        spec:
          selector: {matchLabels: {app: web}}
          template:
            metadata:
              labels: {app: web}
              annotations:
                seccomp.security.alpha.kubernetes.io/pod: unconfined
                container.seccomp.security.alpha.kubernetes.io/web: localhost/a.json
                container.apparmor.security.beta.kubernetes.io/web: runtime/default
            spec:
              securityContext:
                seccompProfile: {type: RuntimeDefault}
                appArmorProfile: {type: Unconfined}
              containers:
                - name: web
                  image: nginx
                  securityContext:
                    seccompProfile: {type: Localhost, localhostProfile: b.json}
      `,
      errors: [
        {
          messageId: 'forbidden',
          path: 'spec.template.spec.securityContext.seccompProfile.type',
          message:
            '`spec.template.spec.securityContext.seccompProfile.type` does not match the seccomp annotation "unconfined"; the ' +
            'seccomp type in annotation and field must match.',
          line: 16,
          column: 32,
        },
        { messageId: 'forbidden', path: 'spec.template.spec.containers[0].securityContext.appArmorProfile.type', line: 21, column: 11 },
        {
          messageId: 'forbidden',
          path: 'spec.template.spec.containers[0].securityContext.seccompProfile.localhostProfile',
          line: 22,
          column: 65,
        },
      ],
    },
    {
      name: 'a bad seccomp annotation in a StatefulSet template (the field comparison is not made there)',
      code: yaml`
        apiVersion: apps/v1
        kind: StatefulSet
        metadata:
          name: db
        spec:
          serviceName: db
          selector: {matchLabels: {app: db}}
          template:
            metadata:
              labels: {app: db}
              annotations:
                seccomp.security.alpha.kubernetes.io/pod: Default
                container.apparmor.security.beta.kubernetes.io/db: unconfined
            spec:
              securityContext:
                appArmorProfile: {type: RuntimeDefault}
              containers: [{name: db, image: postgres}]
      `,
      errors: [{ messageId: 'invalid', path: 'spec.template.annotations.seccomp.security.alpha.kubernetes.io/pod', line: 12, column: 51 }],
    },
  ],
});
