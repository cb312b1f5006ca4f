import rule from '../../../rules/pod/affinity-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'node, pod and anti-affinity as real manifests write them',
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
              affinity:
                nodeAffinity:
                  requiredDuringSchedulingIgnoredDuringExecution:
                    nodeSelectorTerms:
                      - matchExpressions:
                          - {key: kubernetes.io/arch, operator: In, values: [amd64, arm64]}
                          - {key: node.example.com/cores, operator: Gt, values: ['8']}
                          - {key: spot, operator: DoesNotExist}
                        matchFields:
                          - {key: metadata.name, operator: NotIn, values: [node-1]}
                  preferredDuringSchedulingIgnoredDuringExecution:
                    - weight: 100
                      preference:
                        matchExpressions: [{key: zone, operator: In, values: ['not a label value, but preferred']}]
                podAntiAffinity:
                  preferredDuringSchedulingIgnoredDuringExecution:
                    - weight: 1
                      podAffinityTerm:
                        labelSelector: {matchLabels: {app: web}}
                        topologyKey: kubernetes.io/hostname
                        matchLabelKeys: [pod-template-hash]
                podAffinity:
                  requiredDuringSchedulingIgnoredDuringExecution:
                    - labelSelector:
                        matchExpressions: [{key: app, operator: In, values: [cache]}]
                      namespaces: [cache]
                      namespaceSelector: {}
                      topologyKey: topology.kubernetes.io/zone
      `,
    },
    {
      name: 'an update keeps an invalid label value the stored template already had',
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
              containers: [{name: web, image: nginx:2}]
              affinity:
                nodeAffinity:
                  requiredDuringSchedulingIgnoredDuringExecution:
                    nodeSelectorTerms: [{matchExpressions: [{key: pool, operator: In, values: ['a pool']}]}]
      `,
      old: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
        spec:
          selector: {matchLabels: {app: web}}
          template:
            metadata: {labels: {app: web}}
            spec:
              containers: [{name: web, image: nginx:1}]
              affinity:
                nodeAffinity:
                  requiredDuringSchedulingIgnoredDuringExecution:
                    nodeSelectorTerms: [{matchExpressions: [{key: pool, operator: In, values: ['a pool']}]}]
      `,
    },
    {
      name: 'a matchLabelKeys key that matchLabels names, in a template (no labels are merged there)',
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
              affinity:
                podAntiAffinity:
                  requiredDuringSchedulingIgnoredDuringExecution:
                    - labelSelector: {matchLabels: {app: web}}
                      matchLabelKeys: [app]
                      topologyKey: kubernetes.io/hostname
      `,
    },
  ],
  invalid: [
    {
      name: 'node affinity: operators, value counts, label values, field selectors and weights',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers: [{name: web, image: nginx}]
          affinity:
            nodeAffinity:
              requiredDuringSchedulingIgnoredDuringExecution:
                nodeSelectorTerms:
                  - matchExpressions:
                      - {key: zone, operator: In, values: []}
                      - {key: gpu, operator: Exists, values: ['true']}
                      - {key: cores, operator: Gt, values: ['4', '8']}
                      - {key: disk, operator: Equals, values: [ssd]}
                      - {key: pool, operator: In, values: ['a pool']}
                    matchFields:
                      - {key: metadata.namespace, operator: In, values: [default]}
                      - {key: metadata.name, operator: Exists}
              preferredDuringSchedulingIgnoredDuringExecution:
                - weight: 0
                  preference: {matchExpressions: [{key: zone, operator: In, values: [a]}]}
      `,
      errors: [
        {
          messageId: 'required',
          path: 'spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[0].matchExpressions[0].values',
          line: 12,
          column: 43,
        },
        {
          messageId: 'forbidden',
          path: 'spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[0].matchExpressions[1].values',
          line: 13,
          column: 46,
        },
        {
          messageId: 'required',
          path: 'spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[0].matchExpressions[2].values',
          line: 14,
          column: 44,
        },
        {
          messageId: 'invalid',
          path: 'spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[0].matchExpressions[3].operator',
          line: 15,
          column: 39,
        },
        {
          messageId: 'invalid',
          path: 'spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[0].matchExpressions[4].values[0]',
          line: 16,
          column: 52,
        },
        {
          messageId: 'invalid',
          path: 'spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[0].matchFields[0].key',
          line: 18,
          column: 23,
        },
        {
          messageId: 'invalid',
          path: 'spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[0].matchFields[1].operator',
          line: 19,
          column: 48,
        },
        {
          messageId: 'invalid',
          path: 'spec.affinity.nodeAffinity.preferredDuringSchedulingIgnoredDuringExecution[0].weight',
          line: 21,
          column: 19,
        },
      ],
    },
    {
      name: 'an empty list of node selector terms',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers: [{name: web, image: nginx}]
          affinity:
            nodeAffinity:
              requiredDuringSchedulingIgnoredDuringExecution:
                nodeSelectorTerms: []
      `,
      errors: [
        {
          messageId: 'required',
          path: 'spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms',
          message:
            '`spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms` is required: ' +
            'required node affinity needs at least one node selector term.',
          line: 10,
          column: 9,
        },
      ],
    },
    {
      name: 'pod affinity terms: selectors, namespaces, label keys, topology key and weights',
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: batch
        spec:
          template:
            spec:
              restartPolicy: Never
              containers: [{name: work, image: busybox}]
              affinity:
                podAffinity:
                  requiredDuringSchedulingIgnoredDuringExecution:
                    - labelSelector:
                        matchExpressions: [{key: app, operator: Equals, values: [db]}]
                      namespaces: [Team_A]
                      topologyKey: ''
                podAntiAffinity:
                  preferredDuringSchedulingIgnoredDuringExecution:
                    - weight: 101
                      podAffinityTerm:
                        matchLabelKeys: [pod-template-hash]
                        topologyKey: kubernetes.io/hostname
                    - weight: 50
                      podAffinityTerm:
                        labelSelector: {matchLabels: {app: batch}}
                        matchLabelKeys: [version, 'bad key!']
                        mismatchLabelKeys: [version]
                        topologyKey: zone
      `,
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.template.spec.affinity.podAffinity.requiredDuringSchedulingIgnoredDuringExecution[0].labelSelector.matchExpressions[0].operator',
          line: 14,
          column: 57,
        },
        {
          messageId: 'invalid',
          path: 'spec.template.spec.affinity.podAffinity.requiredDuringSchedulingIgnoredDuringExecution[0].namespace',
          line: 15,
          column: 15,
        },
        {
          messageId: 'required',
          path: 'spec.template.spec.affinity.podAffinity.requiredDuringSchedulingIgnoredDuringExecution[0].topologyKey',
          line: 16,
          column: 28,
        },
        {
          messageId: 'invalid',
          path: 'spec.template.spec.affinity.podAntiAffinity.preferredDuringSchedulingIgnoredDuringExecution[0].weight',
          line: 19,
          column: 23,
        },
        {
          messageId: 'forbidden',
          path: 'spec.template.spec.affinity.podAntiAffinity.preferredDuringSchedulingIgnoredDuringExecution[0].podAffinityTerm.matchLabelKeys',
          line: 21,
          column: 17,
        },
        {
          messageId: 'invalid',
          path: 'spec.template.spec.affinity.podAntiAffinity.preferredDuringSchedulingIgnoredDuringExecution[1].podAffinityTerm.matchLabelKeys[0]',
          line: 26,
          column: 34,
        },
        {
          messageId: 'invalid',
          path: 'spec.template.spec.affinity.podAntiAffinity.preferredDuringSchedulingIgnoredDuringExecution[1].podAffinityTerm.matchLabelKeys[1]',
          line: 26,
          column: 43,
        },
      ],
    },
    {
      name: "a matchLabelKeys key that matchLabels names, in a Pod whose labels have it (the server merges the pod's value)",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
          labels: {app: web}
        spec:
          containers: [{name: web, image: nginx}]
          affinity:
            podAntiAffinity:
              requiredDuringSchedulingIgnoredDuringExecution:
                - labelSelector: {matchLabels: {app: web}}
                  matchLabelKeys: [app]
                  topologyKey: kubernetes.io/hostname
      `,
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution[0][0]',
          message:
            '`spec.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution[0][0]` is "app": the key is in both ' +
            '`matchLabelKeys` and `labelSelector`.',
          line: 12,
          column: 28,
        },
      ],
    },
  ],
});
