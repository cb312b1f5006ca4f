import rule from '../../../rules/pod/toleration-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'tolerations as DaemonSets write them',
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
              containers: [{name: agent, image: agent}]
              tolerations:
                - operator: Exists
                - key: node-role.kubernetes.io/control-plane
                  operator: Exists
                  effect: NoSchedule
                - key: dedicated
                  value: gpu
                  effect: PreferNoSchedule
                - key: node.kubernetes.io/not-ready
                  operator: Equal
                  effect: NoExecute
                  tolerationSeconds: 300
      `,
    },
  ],
  invalid: [
    {
      name: 'the mistakes real manifests make',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers: [{name: web, image: nginx}]
          tolerations:
            - key: dedicated
              operator: Equal
              value: gpu
              effect: NoScheduled
            - key: dedicated
              operator: Exists
              value: gpu
            - effect: NoSchedule
            - key: node.kubernetes.io/unreachable
              operator: Exists
              effect: NoSchedule
              tolerationSeconds: 60
            - key: team
              operator: In
              value: a
            - key: 'bad key'
              value: 'not a value!'
      `,
      errors: [
        { messageId: 'notSupported', path: 'spec.tolerations[0].effect', line: 11, column: 15 },
        { messageId: 'invalid', path: 'spec.tolerations[1].operator', line: 14, column: 14 },
        { messageId: 'invalid', path: 'spec.tolerations[2].operator', line: 15, column: 7 },
        {
          messageId: 'invalid',
          path: 'spec.tolerations[3].effect',
          message: '`spec.tolerations[3].effect` is "NoSchedule": the effect must be NoExecute when `tolerationSeconds` is set.',
          line: 18,
          column: 15,
        },
        { messageId: 'notSupported', path: 'spec.tolerations[4].operator', line: 21, column: 17 },
        { messageId: 'invalid', path: 'spec.tolerations[5].key', line: 23, column: 12 },
        { messageId: 'invalid', path: 'spec.tolerations[5].operator', line: 24, column: 14 },
      ],
    },
  ],
});
