import rule from '../../../rules/pod/pod-update-forbidden.js';
import { ruleTester } from '../../utils/rule-tester.js';

/** A Pod with one container; `extra` is appended to its spec (two-space indented lines). */
const pod = (image: string, extra = '') =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: app\n      image: ${image}\n${extra}`;

ruleTester.run(rule, {
  valid: [
    { name: 'a new image', code: pod('nginx:1.28'), old: pod('nginx:1.27') },
    {
      name: 'a lower activeDeadlineSeconds, an added toleration and a removed scheduling gate',
      code: pod(
        'nginx:1.27',
        '  activeDeadlineSeconds: 60\n  tolerations:\n    - {key: a, operator: Exists}\n    - {key: b, operator: Exists, effect: NoExecute, tolerationSeconds: 5}\n',
      ),
      old: pod(
        'nginx:1.27',
        '  activeDeadlineSeconds: 600\n  tolerations:\n    - {key: a, operator: Exists}\n  schedulingGates:\n    - name: wait\n',
      ),
    },
    {
      name: 'a gated Pod adds a node selector entry; an empty list equals an absent one',
      code: pod('nginx:1.27', '  nodeSelector: {zone: a, disk: ssd}\n  schedulingGates:\n    - name: wait\n  hostAliases: []\n'),
      old: pod('nginx:1.27', '  nodeSelector: {zone: a}\n  schedulingGates:\n    - name: wait\n'),
    },
    {
      name: 'a negative grace period may become 1',
      code: pod('nginx', '  terminationGracePeriodSeconds: 1\n'),
      old: pod('nginx', '  terminationGracePeriodSeconds: -1\n'),
    },
    { name: 'a create is not an update', code: pod('nginx', '  activeDeadlineSeconds: 60\n') },
    {
      // Semantic.DeepEqual compares quantities with Quantity.Cmp: the same value written another way is no change.
      name: 'a resource quantity restated in other units (1 = 1000m, 1Gi = 1024Mi), and an emptyDir sizeLimit',
      code: pod('nginx', '      resources: {requests: {cpu: 1000m, memory: 1024Mi}}\n  volumes:\n    - {name: t, emptyDir: {sizeLimit: 1Gi}}\n'),
      old: pod('nginx', '      resources: {requests: {cpu: "1", memory: 1Gi}}\n  volumes:\n    - {name: t, emptyDir: {sizeLimit: 1024Mi}}\n'),
    },
  ],
  invalid: [
    {
      name: 'a changed environment, with the changed field in the message',
      code: pod('nginx:1.28', '  restartPolicy: Never\n'),
      old: pod('nginx:1.27', '  restartPolicy: Always\n'),
      errors: [
        {
          messageId: 'specChanged',
          path: 'spec',
          line: 5,
          column: 1,
          endLine: 5,
          endColumn: 5,
          message:
            '`spec.restartPolicy` changes; a Pod update may change only `spec.containers[*].image`, `spec.initContainers[*].image`, ' +
            "`spec.activeDeadlineSeconds`, `spec.tolerations` (additions, and existing tolerations' tolerationSeconds), " +
            '`spec.schedulingGates` (removals) and `spec.terminationGracePeriodSeconds` (from a negative value to 1). Recreate the ' +
            "Pod, or change its controller's template.",
        },
      ],
    },
    {
      name: 'resources change through the resize subresource',
      code: pod('nginx', '      resources: {requests: {cpu: 200m}}\n'),
      old: pod('nginx', '      resources: {requests: {cpu: 100m}}\n'),
      errors: [{ messageId: 'specChanged', path: 'spec', line: 5, column: 1 }],
    },
    {
      name: 'an added container stops the comparison',
      code: pod('nginx', '    - name: side\n      image: envoy\n  restartPolicy: Never\n'),
      old: pod('nginx'),
      errors: [
        {
          messageId: 'containerCount',
          path: 'spec.containers',
          line: 6,
          column: 3,
          message: '`spec.containers` has 2 containers where the stored Pod has 1; a Pod update may not add or remove containers.',
        },
      ],
    },
    {
      name: 'a raised and a removed activeDeadlineSeconds',
      code: pod('nginx', '  activeDeadlineSeconds: 900\n'),
      old: pod('nginx', '  activeDeadlineSeconds: 600\n'),
      errors: [{ messageId: 'deadlineRaised', path: 'spec.activeDeadlineSeconds', line: 9, column: 26, endColumn: 29 }],
    },
    {
      name: 'a removed activeDeadlineSeconds',
      code: pod('nginx'),
      old: pod('nginx', '  activeDeadlineSeconds: 600\n'),
      errors: [{ messageId: 'deadlineRemoved', path: 'spec.activeDeadlineSeconds', line: 5, column: 1 }],
    },
    {
      name: 'a changed toleration, an added scheduling gate',
      code: pod('nginx', '  tolerations:\n    - {key: a, operator: Equal, value: x}\n  schedulingGates:\n    - name: more\n'),
      old: pod('nginx', '  tolerations:\n    - {key: a, operator: Exists}\n'),
      errors: [
        { messageId: 'tolerationChanged', path: 'spec.tolerations', line: 9, column: 3 },
        { messageId: 'gateAdded', path: 'spec.schedulingGates[0].name', line: 12, column: 13, endColumn: 17 },
      ],
    },
    {
      name: 'a gated Pod changes a node selector entry',
      code: pod('nginx', '  nodeSelector: {zone: b}\n  schedulingGates:\n    - name: wait\n'),
      old: pod('nginx', '  nodeSelector: {zone: a}\n  schedulingGates:\n    - name: wait\n'),
      errors: [{ messageId: 'nodeSelectorChanged', path: 'spec.nodeSelector', line: 9, column: 3 }],
    },
  ],
});
