import rule from '../../../rules/pod/job-completion-mode-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { jobYaml } from './_job.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'Indexed with completions and per-index limits',
      code: jobYaml('  completionMode: Indexed\n  completions: 10\n  parallelism: 10\n  backoffLimitPerIndex: 1\n  maxFailedIndexes: 10\n'),
    },
    { name: 'Indexed with neither completions nor parallelism (both defaulted to 1)', code: jobYaml('  completionMode: Indexed\n') },
    {
      name: 'a 60-character name with 10 completions (hostname once-…-9 fits)',
      code: jobYaml('  completionMode: Indexed\n  completions: 10\n', '', 'a'.repeat(61)),
    },
  ],
  invalid: [
    {
      name: 'an unknown completion mode',
      code: jobYaml('  completionMode: indexed\n'),
      errors: [
        {
          messageId: 'mode',
          path: 'spec.completionMode',
          line: 6,
          column: 19,
          endColumn: 26,
          message: '`spec.completionMode` is "indexed"; it is one of "NonIndexed", "Indexed".',
        },
      ],
    },
    {
      name: 'Indexed with parallelism but no completions, and a too large parallelism',
      code: jobYaml('  completionMode: Indexed\n  parallelism: 100001\n'),
      errors: [
        { messageId: 'completionsRequired', path: 'spec.completions', line: 5, column: 1 },
        {
          messageId: 'tooLarge',
          path: 'spec.parallelism',
          line: 7,
          column: 16,
          message: '`spec.parallelism` is 100001; it must be at most 100000 when completion mode is Indexed.',
        },
      ],
    },
    {
      name: 'maxFailedIndexes above completions and without backoffLimitPerIndex',
      code: jobYaml('  completionMode: Indexed\n  completions: 5\n  maxFailedIndexes: 6\n'),
      errors: [
        { messageId: 'backoffRequired', path: 'spec.backoffLimitPerIndex', line: 5, column: 1 },
        { messageId: 'overCompletions', path: 'spec.maxFailedIndexes', line: 8, column: 21 },
      ],
    },
    {
      name: 'per-index fields in a NonIndexed CronJob template',
      code:
        'apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: nightly\nspec:\n  schedule: "@daily"\n  jobTemplate:\n    spec:\n' +
        '      backoffLimitPerIndex: 2\n      template:\n        spec:\n          restartPolicy: Never\n          containers:\n' +
        '            - name: run\n              image: busybox\n',
      errors: [
        {
          messageId: 'needsIndexed',
          path: 'spec.jobTemplate.spec.backoffLimitPerIndex',
          line: 9,
          column: 29,
          message:
            '`spec.jobTemplate.spec.backoffLimitPerIndex` is set, but `completionMode` is unset (NonIndexed); per-index backoff needs ' +
            '`completionMode: Indexed`.',
        },
      ],
    },
    {
      name: 'more than 100000 completions with backoffLimitPerIndex need maxFailedIndexes and lower parallelism',
      code: jobYaml('  completionMode: Indexed\n  completions: 200000\n  parallelism: 20000\n  backoffLimitPerIndex: 1\n', '', 'big'),
      errors: [
        { messageId: 'maxFailedRequired', path: 'spec.maxFailedIndexes', line: 5, column: 1 },
        { messageId: 'tooLarge', path: 'spec.parallelism', line: 8, column: 16 },
      ],
    },
    {
      name: 'the last pod hostname is not a DNS label',
      code: jobYaml('  completionMode: Indexed\n  completions: 1000\n', '', 'a'.repeat(60)),
      errors: [
        {
          messageId: 'hostname',
          path: 'metadata.name',
          line: 4,
          column: 9,
          message:
            `\`metadata.name\` "${'a'.repeat(60)}" with 1000 completions gives the last pod the hostname "${'a'.repeat(60)}-999", which ` +
            'is not a DNS label (must be no more than 63 characters); shorten the name.',
        },
      ],
    },
  ],
});
