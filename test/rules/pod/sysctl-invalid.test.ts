import rule from '../../../rules/pod/sysctl-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'dotted and slashed names, network sysctls without hostNetwork, kernel sysctls with hostIPC off',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          hostIPC: false
          securityContext:
            sysctls:
              - {name: net.ipv4.ip_local_port_range, value: '1024 65535'}
              - {name: net/ipv4/tcp_syncookies, value: '1'}
              - {name: kernel.shm_rmid_forced, value: '1'}
          containers:
            - name: web
              image: nginx
      `,
    },
    {
      name: 'a non-namespaced sysctl with hostNetwork',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          hostNetwork: true
          securityContext:
            sysctls: [{name: vm.max_map_count, value: '262144'}]
          containers:
            - name: web
              image: nginx
      `,
    },
    {
      name: 'an update keeps a namespaced sysctl the stored pod template already had under hostNetwork',
      code: yaml`
        apiVersion: apps/v1
        kind: DaemonSet
        metadata:
          name: agent
        spec:
          selector: {matchLabels: {app: agent}}
          template:
            metadata: {labels: {app: agent}}
            spec:
              hostNetwork: true
              securityContext:
                sysctls: [{name: net.core.somaxconn, value: '2048'}]
              containers: [{name: agent, image: agent:2}]
      `,
      old: yaml`
        apiVersion: apps/v1
        kind: DaemonSet
        metadata:
          name: agent
        spec:
          selector: {matchLabels: {app: agent}}
          template:
            metadata: {labels: {app: agent}}
            spec:
              hostNetwork: true
              securityContext:
                sysctls: [{name: net.core.somaxconn, value: '1024'}]
              containers: [{name: agent, image: agent:1}]
      `,
    },
  ],
  invalid: [
    {
      name: 'bad, empty and repeated names',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          securityContext:
            sysctls:
              - {name: Net.IPv4.Forward, value: '1'}
              - {name: '', value: '1'}
              - {name: kernel.msgmax, value: '1'}
              - {name: kernel.msgmax, value: '2'}
          containers:
            - name: web
              image: nginx
      `,
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.securityContext.sysctls[0].name',
          message:
            '`spec.securityContext.sysctls[0].name` is "Net.IPv4.Forward": a sysctl name has at most 253 characters and is ' +
            'lower-case segments joined by "." or "/".',
          line: 8,
          column: 16,
        },
        { messageId: 'required', path: 'spec.securityContext.sysctls[1].name', line: 9, column: 16 },
        { messageId: 'duplicate', path: 'spec.securityContext.sysctls[3].name', line: 11, column: 16 },
      ],
    },
    {
      name: 'network and IPC sysctls with the host namespaces in a Deployment template',
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
              hostNetwork: true
              hostIPC: true
              securityContext:
                sysctls:
                  - {name: net.core.somaxconn, value: '1024'}
                  - {name: kernel.sem, value: '250 32000 100 128'}
                  - {name: fs.mqueue.msg_max, value: '64'}
              containers: [{name: web, image: nginx}]
      `,
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.template.spec.securityContext.sysctls[0].name',
          message:
            '`spec.template.spec.securityContext.sysctls[0].name` is "net.core.somaxconn": it may not be set when ' +
            '`hostNetwork` is true (the pod shares that namespace with the host).',
          line: 14,
          column: 20,
        },
        { messageId: 'invalid', path: 'spec.template.spec.securityContext.sysctls[1].name', line: 15, column: 20 },
        { messageId: 'invalid', path: 'spec.template.spec.securityContext.sysctls[2].name', line: 16, column: 20 },
      ],
    },
  ],
});
