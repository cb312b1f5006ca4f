import rule from '../../../rules/pod/container-env-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'relaxed names, one source each, an empty value next to a source, prefixes',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: web
              image: nginx
              env:
                - name: my.env-name
                  value: "1"
                - name: "1st var with spaces"
                  valueFrom:
                    fieldRef: {fieldPath: metadata.name}
                - name: KEY
                  value: ""
                  valueFrom:
                    secretKeyRef: {name: s, key: k}
              envFrom:
                - prefix: "APP_"
                  configMapRef: {name: cm}
                - secretRef: {name: s}
      `,
    },
  ],
  invalid: [
    {
      name: 'an empty name, an "=" in a name, no source, two sources, a value and a source',
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
        spec:
          selector:
            matchLabels: {app: web}
          template:
            metadata:
              labels: {app: web}
            spec:
              containers:
                - name: web
                  image: nginx
                  env:
                    - name: ""
                      value: x
                    - name: A=B
                      value: x
                    - name: C
                      valueFrom: {}
                    - name: D
                      valueFrom:
                        configMapKeyRef: {name: cm, key: k}
                        secretKeyRef: {name: s, key: k}
                    - name: E
                      value: x
                      valueFrom:
                        fieldRef: {fieldPath: metadata.name}
      `,
      errors: [
        {
          messageId: 'nameEmpty',
          path: 'spec.template.spec.containers[0].env[0].name',
          message: '`spec.template.spec.containers[0].env[0].name` is empty; an environment variable needs a name.',
          line: 16,
          column: 21,
        },
        {
          messageId: 'nameInvalid',
          path: 'spec.template.spec.containers[0].env[1].name',
          message:
            '`spec.template.spec.containers[0].env[1].name` is "A=B"; an environment variable name must be one that consists ' +
            "only of printable ASCII characters other than '='.",
          line: 18,
          column: 21,
        },
        {
          messageId: 'noSource',
          path: 'spec.template.spec.containers[0].env[2].valueFrom',
          message:
            '`spec.template.spec.containers[0].env[2].valueFrom` names no source; it sets exactly one of `fieldRef`, ' +
            '`resourceFieldRef`, `configMapKeyRef`, `secretKeyRef`.',
          line: 21,
          column: 15,
        },
        {
          messageId: 'manySources',
          path: 'spec.template.spec.containers[0].env[3].valueFrom',
          message:
            '`spec.template.spec.containers[0].env[3].valueFrom` sets `configMapKeyRef` and `secretKeyRef`; it sets exactly one source.',
          line: 23,
          column: 15,
        },
        {
          messageId: 'withValue',
          path: 'spec.template.spec.containers[0].env[4].valueFrom',
          line: 28,
          column: 15,
        },
      ],
    },
    {
      name: 'envFrom without a source, with both sources, and a prefix with a tab',
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: once
        spec:
          template:
            spec:
              restartPolicy: Never
              containers:
                - name: run
                  image: busybox
                  envFrom:
                    - prefix: "A\tB"
                      configMapRef: {name: cm}
                    - prefix: P_
                    - configMapRef: {name: cm}
                      secretRef: {name: s}
      `,
      errors: [
        {
          messageId: 'envFromNoSource',
          path: 'spec.template.spec.containers[0].envFrom',
          message:
            '`spec.template.spec.containers[0].envFrom` names no source; each entry sets exactly one of `configMapRef` or `secretRef`.',
          line: 12,
          column: 11,
        },
        {
          messageId: 'envFromManySources',
          path: 'spec.template.spec.containers[0].envFrom',
          line: 12,
          column: 11,
        },
        {
          messageId: 'nameInvalid',
          path: 'spec.template.spec.containers[0].envFrom[0].prefix',
          line: 13,
          column: 23,
        },
      ],
    },
    {
      name: 'fileKeyRef counts as a source only under the EnvFiles gate',
      featureGates: { EnvFiles: false },
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: web
              image: nginx
              env:
                - name: F
                  valueFrom:
                    fileKeyRef: {volumeName: v, path: p, key: k}
      `,
      errors: [{ messageId: 'noSource', path: 'spec.containers[0].env[0].valueFrom', line: 11, column: 11 }],
    },
  ],
});
