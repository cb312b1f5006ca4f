import rule from '../../../rules/pod/spec-field-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'names, host aliases, gates and deadlines as real manifests write them',
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: batch
        spec:
          template:
            spec:
              restartPolicy: OnFailure
              activeDeadlineSeconds: 3600
              hostname: worker-0
              subdomain: workers
              serviceAccountName: batch-runner
              priorityClassName: high-priority
              runtimeClassName: gvisor
              preemptionPolicy: Never
              nodeSelector: {kubernetes.io/os: linux, node.example.com/pool: ''}
              hostAliases:
                - ip: 10.1.2.3
                  hostnames: [foo.local, bar.local]
              schedulingGates: [{name: example.com/quota}]
              readinessGates: [{conditionType: example.com/ready}]
              containers: [{name: work, image: busybox}]
      `,
    },
  ],
  invalid: [
    {
      name: 'bad names, selector, aliases, gates, policy and deadline in a Pod',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          activeDeadlineSeconds: 0
          hostname: Web_1
          serviceAccountName: My-Account
          runtimeClassName: ''
          preemptionPolicy: Always
          nodeName: node-1
          nodeSelector: {disktype: 'fast ssd'}
          hostAliases:
            - ip: 10.1.2
              hostnames: [Foo_Bar]
          schedulingGates: [{name: a/b/c}, {name: gate}, {name: gate}]
          readinessGates: [{conditionType: 'not ok'}]
          containers: [{name: web, image: nginx}]
      `,
      errors: [
        { messageId: 'invalid', path: 'spec.activeDeadlineSeconds', line: 6, column: 26 },
        { messageId: 'invalid', path: 'spec.hostname', line: 7, column: 13 },
        { messageId: 'invalid', path: 'spec.serviceAccountName', line: 8, column: 23 },
        { messageId: 'invalid', path: 'spec.runtimeClassName', line: 9, column: 21 },
        { messageId: 'notSupported', path: 'spec.preemptionPolicy', line: 10, column: 21 },
        { messageId: 'forbidden', path: 'spec.nodeName', line: 11, column: 13 },
        { messageId: 'invalid', path: 'spec.nodeSelector', line: 12, column: 28 },
        { messageId: 'invalid', path: 'spec.hostAliases[0].ip', line: 14, column: 11 },
        { messageId: 'invalid', path: 'spec.hostAliases[0].hostnames[0]', line: 15, column: 19 },
        { messageId: 'invalid', path: 'spec.schedulingGates[0]', line: 16, column: 28 },
        { messageId: 'duplicate', path: 'spec.schedulingGates[2]', line: 16, column: 57 },
        { messageId: 'invalid', path: 'spec.readinessGates[0].conditionType', line: 17, column: 36 },
      ],
    },
    {
      name: 'activeDeadlineSeconds in the templates of long-running controllers',
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
              activeDeadlineSeconds: 600
              containers: [{name: web, image: nginx}]
        ---
        apiVersion: apps/v1
        kind: StatefulSet
        metadata:
          name: db
        spec:
          serviceName: db
          selector: {matchLabels: {app: db}}
          template:
            metadata: {labels: {app: db}}
            spec:
              activeDeadlineSeconds: 600
              containers: [{name: db, image: postgres}]
      `,
      errors: [
        { messageId: 'forbidden', path: 'spec.template.spec.activeDeadlineSeconds', line: 10, column: 30 },
        {
          messageId: 'forbidden',
          path: 'spec.template.spec.activeDeadlineSeconds',
          message: '`spec.template.spec.activeDeadlineSeconds` may not be set: activeDeadlineSeconds in StatefulSet is not supported.',
          line: 23,
          column: 30,
        },
      ],
    },
    {
      name: 'an empty preemptionPolicy',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          preemptionPolicy: ''
          containers: [{name: web, image: nginx}]
      `,
      errors: [{ messageId: 'required', path: 'spec.preemptionPolicy', line: 6, column: 21 }],
    },
  ],
});
