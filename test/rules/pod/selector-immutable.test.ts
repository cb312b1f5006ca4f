import rule from '../../../rules/pod/selector-immutable.js';
import { ruleTester } from '../../utils/rule-tester.js';

const deployment = (selector: string, labels = selector) =>
  'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n' +
  `  selector:\n    matchLabels: {${selector}}\n` +
  `  template:\n    metadata:\n      labels: {${labels}}\n    spec:\n      containers:\n        - name: app\n          image: nginx\n`;

const job = (selector: string) =>
  'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: once\nspec:\n' +
  selector +
  '  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: run\n          image: busybox\n';

ruleTester.run(rule, {
  valid: [
    { name: 'same selector, new template labels', code: deployment('app: web', 'app: web, v: "2"'), old: deployment('app: web') },
    { name: 'a Job without selector on both sides (generated, kept by apply)', code: job(''), old: job('') },
    {
      name: 'an empty matchExpressions list is no change',
      code: job('  manualSelector: true\n  selector:\n    matchLabels: {a: b}\n    matchExpressions: []\n'),
      old: job('  manualSelector: true\n  selector:\n    matchLabels: {a: b}\n'),
    },
  ],
  invalid: [
    {
      name: 'a Deployment selector gains a label',
      code: deployment('app: web, tier: front'),
      old: deployment('app: web'),
      errors: [
        {
          messageId: 'changed',
          path: 'spec.selector',
          line: 6,
          column: 3,
          endLine: 6,
          endColumn: 11,
          message:
            '`spec.selector` changes ({"matchLabels":{"app":"web"}} → {"matchLabels":{"app":"web","tier":"front"}}); the selector of a ' +
            'Deployment is immutable (create a new Deployment under another name, or delete this one with `--cascade=orphan` first).',
        },
      ],
    },
    {
      name: 'a DaemonSet selector changes',
      code: deployment('app: agent2').replace('kind: Deployment', 'kind: DaemonSet'),
      old: deployment('app: agent').replace('kind: Deployment', 'kind: DaemonSet'),
      errors: [{ messageId: 'changed', path: 'spec.selector', line: 6, column: 3 }],
    },
    {
      name: 'a manual Job selector is added',
      code: job('  manualSelector: true\n  selector:\n    matchLabels: {a: b}\n'),
      old: job(''),
      errors: [{ messageId: 'changed', path: 'spec.selector', line: 7, column: 3 }],
    },
  ],
});
