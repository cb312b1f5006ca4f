import rule from '../../../rules/pod/container-env-source-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';

/** A Pod whose one container has `lines` (indented for the container's keys). */
const pod = (lines: string) =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: app\n      image: nginx\n${lines}`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'every kind of source, written as the server accepts it',
      code: pod(
        '      env:\n' +
          '        - {name: A, valueFrom: {fieldRef: {fieldPath: metadata.name}}}\n' +
          '        - {name: B, valueFrom: {fieldRef: {apiVersion: v1, fieldPath: "metadata.labels[\'app.kubernetes.io/name\']"}}}\n' +
          '        - {name: C, valueFrom: {fieldRef: {fieldPath: spec.host}}}\n' +
          '        - {name: D, valueFrom: {resourceFieldRef: {resource: limits.memory}}}\n' +
          '        - {name: E, valueFrom: {resourceFieldRef: {resource: requests.hugepages-2Mi}}}\n' +
          '        - {name: F, valueFrom: {configMapKeyRef: {name: settings, key: app.properties}}}\n' +
          '        - {name: G, valueFrom: {secretKeyRef: {name: creds, key: PASSWORD_1}}}\n' +
          '      envFrom:\n' +
          '        - configMapRef: {name: prefix-}\n' +
          '        - secretRef: {name: creds}\n',
      ),
    },
    {
      name: 'divisors in their canonical form: 1000m is 1, 1024Mi is 1Gi, 0.001 is 1m, 1000 is 1k, 0 is not checked',
      code: pod(
        '      env:\n' +
          '        - {name: A, valueFrom: {resourceFieldRef: {resource: limits.cpu, divisor: 1000m}}}\n' +
          '        - {name: B, valueFrom: {resourceFieldRef: {resource: requests.cpu, divisor: "0.001"}}}\n' +
          '        - {name: C, valueFrom: {resourceFieldRef: {resource: limits.memory, divisor: 1024Mi}}}\n' +
          '        - {name: D, valueFrom: {resourceFieldRef: {resource: requests.ephemeral-storage, divisor: "1000"}}}\n' +
          '        - {name: E, valueFrom: {resourceFieldRef: {resource: limits.hugepages-2Mi, divisor: 1Mi}}}\n' +
          '        - {name: F, valueFrom: {resourceFieldRef: {resource: limits.memory, divisor: 0}}}\n' +
          '        - {name: G, valueFrom: {resourceFieldRef: {resource: limits.cpu, divisor: 1}}}\n',
      ),
    },
  ],
  invalid: [
    {
      name: 'a pod field environment variables cannot read (the public case pod.env.fieldref-bad-path)',
      code: pod('      env:\n        - name: A\n          valueFrom:\n            fieldRef: {fieldPath: spec.restartPolicy}\n'),
      errors: [
        {
          messageId: 'notSupported',
          path: 'spec.containers[0].env[0].valueFrom.fieldRef.fieldPath',
          line: 12,
          column: 35,
          message:
            '`spec.containers[0].env[0].valueFrom.fieldRef.fieldPath` is "spec.restartPolicy"; allowed: "metadata.name", ' +
            '"metadata.namespace", "metadata.uid", "spec.nodeName", "spec.serviceAccountName", "status.hostIP", "status.hostIPs", ' +
            '"status.podIP", "status.podIPs".',
        },
      ],
    },
    {
      name: 'an unknown field label, a subscript on a field without one, another apiVersion and a bad label key',
      code: pod(
        '      env:\n' +
          '        - {name: A, valueFrom: {fieldRef: {fieldPath: metadata.owner}}}\n' +
          '        - {name: B, valueFrom: {fieldRef: {fieldPath: "metadata.name[\'x\']"}}}\n' +
          '        - {name: C, valueFrom: {fieldRef: {apiVersion: v2, fieldPath: metadata.name}}}\n' +
          '        - {name: D, valueFrom: {fieldRef: {fieldPath: "metadata.labels[\'a b\']"}}}\n',
      ),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.containers[0].env[0].valueFrom.fieldRef.fieldPath',
          line: 10,
          column: 55,
          message:
            '`spec.containers[0].env[0].valueFrom.fieldRef.fieldPath` is "metadata.owner": error converting fieldPath: ' +
            'field label not supported: metadata.owner.',
        },
        { messageId: 'invalid', path: 'spec.containers[0].env[1].valueFrom.fieldRef.fieldPath', line: 11, column: 55 },
        { messageId: 'invalid', path: 'spec.containers[0].env[2].valueFrom.fieldRef.fieldPath', line: 12, column: 71 },
        { messageId: 'invalid', path: 'spec.containers[0].env[3].valueFrom.fieldRef', line: 13, column: 33 },
      ],
    },
    {
      name: 'a ConfigMap key with a space (pod.env.configmapkeyref-bad-key), a Secret key ref without a name, a bad resource',
      code: pod(
        '      env:\n' +
          '        - {name: A, valueFrom: {configMapKeyRef: {name: settings, key: "a b"}}}\n' +
          '        - {name: B, valueFrom: {secretKeyRef: {key: token}}}\n' +
          '        - {name: C, valueFrom: {resourceFieldRef: {resource: limits.gpu}}}\n' +
          '      envFrom:\n' +
          '        - configMapRef: {name: ""}\n',
      ),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.containers[0].env[0].valueFrom.configMapKeyRef.key',
          line: 10,
          column: 72,
          message:
            "`spec.containers[0].env[0].valueFrom.configMapKeyRef.key` is \"a b\": must consist of letters, digits, '-', '_' or '.'.",
        },
        { messageId: 'invalid', path: 'spec.containers[0].env[1].valueFrom.secretKeyRef.name', line: 11, column: 33 },
        { messageId: 'notSupported', path: 'spec.containers[0].env[2].valueFrom.resourceFieldRef.resource', line: 12, column: 62 },
        { messageId: 'required', path: 'spec.containers[0].envFrom[0].configMapRef.name', line: 14, column: 32 },
      ],
    },
    {
      name: 'divisors the server refuses: 2 for cpu, 1024 (not 1Ki) and 1e3 (an exponent) for memory, 1Mi for cpu, 1m for huge pages',
      code: pod(
        '      env:\n' +
          '        - {name: A, valueFrom: {resourceFieldRef: {resource: limits.cpu, divisor: "2"}}}\n' +
          '        - {name: B, valueFrom: {resourceFieldRef: {resource: limits.memory, divisor: "1024"}}}\n' +
          '        - {name: C, valueFrom: {resourceFieldRef: {resource: requests.ephemeral-storage, divisor: "1e3"}}}\n' +
          '        - {name: D, valueFrom: {resourceFieldRef: {resource: requests.cpu, divisor: 1Mi}}}\n' +
          '        - {name: E, valueFrom: {resourceFieldRef: {resource: requests.hugepages-1Gi, divisor: 1m}}}\n',
      ),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.containers[0].env[0].valueFrom.resourceFieldRef.divisor',
          line: 10,
          column: 83,
          message:
            '`spec.containers[0].env[0].valueFrom.resourceFieldRef.divisor` is "2": only divisor\'s values 1m and 1 are ' +
            'supported with the cpu resource.',
        },
        {
          messageId: 'invalid',
          path: 'spec.containers[0].env[1].valueFrom.resourceFieldRef.divisor',
          line: 11,
          column: 86,
          message:
            '`spec.containers[0].env[1].valueFrom.resourceFieldRef.divisor` is "1024": only divisor\'s values 1, 1k, 1M, 1G, ' +
            '1T, 1P, 1E, 1Ki, 1Mi, 1Gi, 1Ti, 1Pi, 1Ei are supported with the memory resource.',
        },
        {
          messageId: 'invalid',
          path: 'spec.containers[0].env[2].valueFrom.resourceFieldRef.divisor',
          line: 12,
          column: 99,
          message:
            '`spec.containers[0].env[2].valueFrom.resourceFieldRef.divisor` is "1e3": only divisor\'s values 1, 1k, 1M, 1G, ' +
            '1T, 1P, 1E, 1Ki, 1Mi, 1Gi, 1Ti, 1Pi, 1Ei are supported with the local ephemeral storage resource.',
        },
        { messageId: 'invalid', path: 'spec.containers[0].env[3].valueFrom.resourceFieldRef.divisor', line: 13, column: 85 },
        { messageId: 'invalid', path: 'spec.containers[0].env[4].valueFrom.resourceFieldRef.divisor', line: 14, column: 95 },
      ],
    },
  ],
});
