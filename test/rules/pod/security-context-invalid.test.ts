import rule from '../../../rules/pod/security-context-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'ids in range, known profiles and policies, Unmasked with hostUsers false',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          hostUsers: false
          securityContext:
            runAsUser: 0
            runAsGroup: 2147483647
            fsGroup: 2000
            supplementalGroups: [1, 2]
            fsGroupChangePolicy: OnRootMismatch
            supplementalGroupsPolicy: Strict
            seLinuxChangePolicy: Recursive
            seccompProfile: {type: Localhost, localhostProfile: profiles/audit.json}
            appArmorProfile: {type: RuntimeDefault}
          containers:
            - name: web
              image: nginx
              securityContext:
                procMount: Unmasked
                allowPrivilegeEscalation: false
                capabilities: {add: [NET_ADMIN], drop: [ALL]}
                seccompProfile: {type: RuntimeDefault}
                windowsOptions: {runAsUserName: 'NT AUTHORITY\\SYSTEM'}
      `,
    },
    {
      name: 'MountOption with the SELinuxMount gate',
      featureGates: { SELinuxMount: true },
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          securityContext:
            seLinuxChangePolicy: MountOption
          containers:
            - name: web
              image: nginx
      `,
    },
  ],
  invalid: [
    {
      name: 'pod-level problems in a Deployment template',
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
              hostPID: true
              shareProcessNamespace: true
              securityContext:
                runAsUser: -1
                supplementalGroups: [1, 2147483648]
                fsGroupChangePolicy: Sometimes
                seLinuxChangePolicy: MountOption
                seccompProfile: {type: '', localhostProfile: /etc/profile.json}
                appArmorProfile: {type: Localhost}
              containers:
                - name: web
                  image: nginx
      `,
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.template.spec.securityContext.shareProcessNamespace',
          message:
            '`spec.template.spec.securityContext.shareProcessNamespace` is true: `shareProcessNamespace` and `hostPID` ' +
            'cannot both be enabled.',
          line: 13,
          column: 30,
        },
        { messageId: 'invalid', path: 'spec.template.spec.securityContext.runAsUser', line: 15, column: 20 },
        {
          messageId: 'invalid',
          path: 'spec.template.spec.securityContext.supplementalGroups[1]',
          message: '`spec.template.spec.securityContext.supplementalGroups[1]` is 2147483648: must be between 0 and 2147483647, inclusive.',
          line: 16,
          column: 33,
        },
        { messageId: 'notSupported', path: 'spec.template.spec.securityContext.fsGroupChangePolicy', line: 17, column: 30 },
        {
          messageId: 'notSupported',
          path: 'spec.template.spec.securityContext.seLinuxChangePolicy',
          message: '`spec.template.spec.securityContext.seLinuxChangePolicy` is "MountOption"; allowed: "Recursive".',
          line: 18,
          column: 30,
        },
        { messageId: 'required', path: 'spec.template.spec.securityContext.seccompProfile.type', line: 19, column: 32 },
        { messageId: 'invalid', path: 'spec.template.spec.securityContext.seccompProfile.localhostProfile', line: 19, column: 54 },
        { messageId: 'required', path: 'spec.template.spec.securityContext.appArmorProfile.localhostProfile', line: 20, column: 9 },
      ],
    },
    {
      name: 'container problems',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: web
              image: nginx
              securityContext:
                runAsGroup: -5
                procMount: Unmasked
                privileged: true
                allowPrivilegeEscalation: false
                seccompProfile: {type: RuntimeDefault, localhostProfile: x.json}
                windowsOptions: {runAsUserName: 'a\\b\\c'}
          initContainers:
            - name: init
              image: busybox
              securityContext:
                allowPrivilegeEscalation: false
                capabilities: {add: [CAP_SYS_ADMIN]}
                procMount: Masked
                appArmorProfile: {type: Unconfined, localhostProfile: x}
      `,
      errors: [
        { messageId: 'invalid', path: 'spec.containers[0].securityContext.runAsGroup', line: 10, column: 21 },
        { messageId: 'invalid', path: 'spec.containers[0].securityContext.procMount', line: 11, column: 20 },
        {
          messageId: 'invalid',
          path: 'spec.containers[0].securityContext',
          message:
            '`spec.containers[0].securityContext` is "allowPrivilegeEscalation: false": `privileged: true` needs privilege escalation.',
          line: 13,
          column: 35,
        },
        { messageId: 'invalid', path: 'spec.containers[0].securityContext.seccompProfile.localhostProfile', line: 14, column: 66 },
        { messageId: 'invalid', path: 'spec.containers[0].securityContext.windowsOptions.runAsUserName', line: 15, column: 41 },
        { messageId: 'invalid', path: 'spec.initContainers[0].securityContext', line: 20, column: 35 },
        { messageId: 'notSupported', path: 'spec.initContainers[0].securityContext.procMount', line: 22, column: 20 },
        { messageId: 'invalid', path: 'spec.initContainers[0].securityContext.appArmorProfile.localhostProfile', line: 23, column: 63 },
      ],
    },
    {
      name: 'host namespaces and volume devices with hostUsers false',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          hostUsers: false
          hostNetwork: true
          hostIPC: true
          containers:
            - name: web
              image: nginx
              volumeDevices: [{name: data, devicePath: /dev/xvda}]
          volumes:
            - name: data
              persistentVolumeClaim: {claimName: data}
      `,
      errors: [
        { messageId: 'forbidden', path: 'spec.hostNetwork', line: 7, column: 16 },
        { messageId: 'forbidden', path: 'spec.HostIPC', line: 8, column: 12 },
        { messageId: 'forbidden', path: 'spec.containers[0].volumeDevices', line: 12, column: 7 },
      ],
    },
  ],
});
