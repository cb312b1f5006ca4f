import rule from '../../../rules/pod/job-pod-replacement-policy-unsupported.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { jobYaml } from './_job.js';

const pfp = '  podFailurePolicy:\n    rules: [{action: Ignore, onPodConditions: [{type: DisruptionTarget}]}]\n';

ruleTester.run(rule, {
  valid: [
    { name: 'TerminatingOrFailed without a podFailurePolicy', code: jobYaml('  podReplacementPolicy: TerminatingOrFailed\n') },
    { name: 'Failed with a podFailurePolicy', code: jobYaml(`  podReplacementPolicy: Failed\n${pfp}`) },
  ],
  invalid: [
    {
      name: 'an unknown policy',
      code: jobYaml('  podReplacementPolicy: Always\n'),
      errors: [
        {
          messageId: 'unsupported',
          path: 'spec.podReplacementPolicy',
          line: 6,
          column: 25,
          endColumn: 31,
          message: '`spec.podReplacementPolicy` is "Always"; it is one of "Failed", "TerminatingOrFailed".',
        },
      ],
    },
    {
      name: 'TerminatingOrFailed with a podFailurePolicy',
      code: jobYaml(`  podReplacementPolicy: TerminatingOrFailed\n${pfp}`),
      errors: [
        {
          messageId: 'unsupported',
          path: 'spec.podReplacementPolicy',
          line: 6,
          column: 25,
          message: '`spec.podReplacementPolicy` is "TerminatingOrFailed"; it is one of "Failed" when the Job has a podFailurePolicy.',
        },
      ],
    },
  ],
});
