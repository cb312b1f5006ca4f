import rule from '../../../rules/pod/job-update-forbidden.js';
import { ruleTester } from '../../utils/rule-tester.js';

/** A Job; `spec` lines are inserted before the template, `pod` lines into the pod spec. */
const job = (spec = '', pod = '', status = '') =>
  'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: once\nspec:\n' +
  spec +
  '  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: run\n          image: busybox\n' +
  pod +
  status;

ruleTester.run(rule, {
  valid: [
    {
      name: 'parallelism and suspend may change',
      code: job('  parallelism: 3\n  suspend: false\n'),
      old: job('  parallelism: 1\n  suspend: true\n'),
    },
    {
      name: 'a suspended Job that never started may change its scheduling directives',
      code: job('  suspend: true\n', '      nodeSelector: {zone: a}\n      tolerations: [{key: gpu, operator: Exists}]\n'),
      old: job('  suspend: true\n'),
    },
    {
      name: 'an Indexed Job scales completions with parallelism',
      code: job('  completionMode: Indexed\n  completions: 5\n  parallelism: 5\n'),
      old: job('  completionMode: Indexed\n  completions: 3\n  parallelism: 3\n'),
    },
    {
      name: 'an explicit default completionMode and completions',
      code: job('  completionMode: NonIndexed\n  completions: 1\n'),
      old: job(''),
    },
  ],
  invalid: [
    {
      name: 'a changed container command',
      code: job('', '          command: [echo, hi]\n'),
      old: job(''),
      errors: [
        {
          messageId: 'template',
          path: 'spec.template',
          line: 6,
          column: 3,
          endLine: 6,
          endColumn: 11,
          message:
            "`spec.template` changes at `spec.template.spec.containers[0].command`; a Job's pod template is immutable (a Job stored " +
            'suspended that never started may change its scheduling directives) (create a new Job).',
        },
      ],
    },
    {
      name: 'a suspended Job that started may not change its node selector',
      code: job('  suspend: true\n', '      nodeSelector: {zone: a}\n'),
      old: job('  suspend: true\n', '', 'status:\n  startTime: "2026-01-01T00:00:00Z"\n'),
      errors: [{ messageId: 'template', path: 'spec.template', line: 7, column: 3 }],
    },
    {
      name: 'NonIndexed completions and the completion mode',
      code: job('  completions: 4\n'),
      old: job('  completions: 2\n'),
      errors: [
        {
          messageId: 'immutable',
          path: 'spec.completions',
          line: 6,
          column: 16,
          message: '`spec.completions` changes (2 → 4); it is immutable in a Job (create a new Job).',
        },
      ],
    },
    {
      name: 'Indexed completions without parallelism, a new podFailurePolicy and managedBy',
      code: job(
        '  completionMode: Indexed\n  completions: 5\n  parallelism: 3\n  managedBy: example.com/queue\n' +
          '  podFailurePolicy:\n    rules: [{action: Ignore, onPodConditions: [{type: DisruptionTarget}]}]\n',
      ),
      old: job('  completionMode: Indexed\n  completions: 3\n  parallelism: 3\n'),
      errors: [
        { messageId: 'completions', path: 'spec.completions', line: 7, column: 16 },
        { messageId: 'immutable', path: 'spec.managedBy', line: 9, column: 14 },
        { messageId: 'immutable', path: 'spec.podFailurePolicy', line: 10, column: 3 },
      ],
    },
  ],
});
