import rule from '../../../rules/pod/os-fields-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'a windows hostProcess pod and a linux pod with Linux-only fields',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: win
        spec:
          os: {name: windows}
          hostNetwork: true
          securityContext:
            windowsOptions: {hostProcess: true, runAsUserName: 'NT AUTHORITY\\SYSTEM'}
          containers:
            - name: agent
              image: agent
        ---
        apiVersion: v1
        kind: Pod
        metadata:
          name: lin
        spec:
          os: {name: linux}
          hostPID: true
          securityContext:
            runAsUser: 1000
            seccompProfile: {type: RuntimeDefault}
          containers:
            - name: web
              image: nginx
              securityContext: {readOnlyRootFilesystem: true}
      `,
    },
  ],
  invalid: [
    {
      name: 'an unknown and an empty OS name',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: a
        spec:
          os: {name: Linux}
          containers: [{name: web, image: nginx}]
        ---
        apiVersion: v1
        kind: Pod
        metadata:
          name: b
        spec:
          os: {name: ''}
          containers: [{name: web, image: nginx}]
      `,
      errors: [
        {
          messageId: 'notSupported',
          path: 'spec.os',
          message: '`spec.os` is "Linux"; allowed: "linux", "windows".',
          line: 6,
          column: 3,
        },
        { messageId: 'required', path: 'spec.os.name', line: 14, column: 14 },
      ],
    },
    {
      name: 'windowsOptions on a linux Deployment template',
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
        spec:
          selector: {matchLabels: {app: web}}
          template:
            metadata: {labels: {app: web}}
            spec:
              os: {name: linux}
              securityContext:
                windowsOptions: {runAsUserName: app}
              containers:
                - name: web
                  image: nginx
                  securityContext:
                    windowsOptions: {runAsUserName: app}
      `,
      errors: [
        { messageId: 'forbidden', path: 'spec.template.spec.securityContext.windowsOptions', line: 12, column: 9 },
        { messageId: 'forbidden', path: 'spec.template.spec.containers[0].securityContext.windowsOptions', line: 17, column: 13 },
      ],
    },
    {
      name: 'Linux-only fields on a windows pod',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: win
        spec:
          os: {name: windows}
          hostUsers: false
          hostIPC: true
          shareProcessNamespace: true
          securityContext:
            runAsUser: 1000
            seccompProfile: {type: RuntimeDefault}
          containers:
            - name: app
              image: app
              securityContext:
                privileged: false
                capabilities: {drop: [ALL]}
      `,
      errors: [
        {
          messageId: 'forbidden',
          path: 'spec.hostUsers',
          message: '`spec.hostUsers` may not be set for a windows pod (`spec.os.name: windows`).',
          line: 7,
          column: 14,
        },
        { messageId: 'forbidden', path: 'spec.hostIPC', line: 8, column: 12 },
        { messageId: 'forbidden', path: 'spec.shareProcessNamespace', line: 9, column: 26 },
        { messageId: 'forbidden', path: 'spec.securityContext.runAsUser', line: 11, column: 16 },
        { messageId: 'forbidden', path: 'spec.securityContext.seccompProfile', line: 12, column: 5 },
        { messageId: 'forbidden', path: 'spec.containers[0].securityContext.privileged', line: 17, column: 21 },
        { messageId: 'forbidden', path: 'spec.containers[0].securityContext.capabilities', line: 18, column: 9 },
      ],
    },
    {
      name: 'hostProcess settings that disagree, a mixed pod, and no hostNetwork',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: win
        spec:
          securityContext:
            windowsOptions: {hostProcess: true}
          containers:
            - name: a
              image: agent
              securityContext:
                windowsOptions: {hostProcess: false}
            - name: b
              image: agent
      `,
      errors: [
        { messageId: 'invalid', path: 'spec', line: 5, column: 1 },
        { messageId: 'invalid', path: 'spec.hostNetwork', line: 5, column: 1 },
        { messageId: 'invalid', path: 'spec.containers[0].securityContext.windowsOptions.hostProcess', line: 12, column: 39 },
      ],
    },
  ],
});
