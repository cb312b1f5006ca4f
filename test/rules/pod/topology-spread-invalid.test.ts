import rule from '../../../rules/pod/topology-spread-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'zone and host spreading with matchLabelKeys and minDomains',
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
              containers: [{name: web, image: nginx}]
              topologySpreadConstraints:
                - maxSkew: 1
                  topologyKey: topology.kubernetes.io/zone
                  whenUnsatisfiable: DoNotSchedule
                  minDomains: 3
                  labelSelector: {matchLabels: {app: web}}
                  matchLabelKeys: [pod-template-hash]
                  nodeAffinityPolicy: Honor
                  nodeTaintsPolicy: Ignore
                - maxSkew: 2
                  topologyKey: topology.kubernetes.io/zone
                  whenUnsatisfiable: ScheduleAnyway
                  labelSelector: {matchLabels: {app: web}}
      `,
    },
  ],
  invalid: [
    {
      name: 'values, repeated pairs and minDomains with ScheduleAnyway',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers: [{name: web, image: nginx}]
          topologySpreadConstraints:
            - maxSkew: 0
              topologyKey: zone
              whenUnsatisfiable: DoNotSchedule
              nodeAffinityPolicy: honor
            - maxSkew: 1
              topologyKey: zone
              whenUnsatisfiable: DoNotSchedule
              minDomains: 0
            - maxSkew: 1
              topologyKey: ''
              whenUnsatisfiable: Never
            - maxSkew: 1
              topologyKey: host
              whenUnsatisfiable: ScheduleAnyway
              minDomains: 2
              labelSelector:
                matchExpressions: [{key: app, operator: Exists, values: [web]}]
      `,
      errors: [
        { messageId: 'invalid', path: 'spec.topologySpreadConstraints[0].maxSkew', line: 8, column: 16 },
        {
          messageId: 'duplicate',
          path: 'spec.topologySpreadConstraints[0].{topologyKey, whenUnsatisfiable}',
          message:
            '`spec.topologySpreadConstraints[0].{topologyKey, whenUnsatisfiable}` is "{zone, DoNotSchedule}", a duplicate: ' +
            'a later constraint has the same topologyKey and whenUnsatisfiable.',
          line: 9,
          column: 20,
        },
        { messageId: 'notSupported', path: 'spec.topologySpreadConstraints[0].nodeAffinityPolicy', line: 11, column: 27 },
        { messageId: 'invalid', path: 'spec.topologySpreadConstraints[1].minDomains', line: 15, column: 19 },
        { messageId: 'required', path: 'spec.topologySpreadConstraints[2].topologyKey', line: 17, column: 20 },
        { messageId: 'notSupported', path: 'spec.topologySpreadConstraints[2].whenUnsatisfiable', line: 18, column: 26 },
        { messageId: 'invalid', path: 'spec.topologySpreadConstraints[3].minDomains', line: 22, column: 19 },
        {
          messageId: 'forbidden',
          path: 'spec.topologySpreadConstraints[3].labelSelector.matchExpressions[0].values',
          line: 24,
          column: 57,
        },
      ],
    },
    {
      name: 'matchLabelKeys without a selector, with a bad key, and named by the selector',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
          labels: {app: web, version: v2}
        spec:
          containers: [{name: web, image: nginx}]
          topologySpreadConstraints:
            - maxSkew: 1
              topologyKey: zone
              whenUnsatisfiable: DoNotSchedule
              matchLabelKeys: [version]
            - maxSkew: 1
              topologyKey: host
              whenUnsatisfiable: DoNotSchedule
              labelSelector: {matchLabels: {version: v2}}
              matchLabelKeys: [version, 'no spaces']
      `,
      errors: [
        { messageId: 'forbidden', path: 'spec.topologySpreadConstraints[0].matchLabelKeys', line: 12, column: 7 },
        { messageId: 'invalid', path: 'spec.topologySpreadConstraints[1][0]', line: 17, column: 24 },
        { messageId: 'invalid', path: 'spec.topologySpreadConstraints[1].matchLabelKeys[1]', line: 17, column: 33 },
      ],
    },
  ],
});
