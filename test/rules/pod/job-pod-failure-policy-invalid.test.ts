import rule from '../../../rules/pod/job-pod-failure-policy-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { jobYaml } from './_job.js';

const policy = (rules: string) => `  podFailurePolicy:\n    rules:\n${rules}`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'exit codes and pod conditions, FailIndex with backoffLimitPerIndex, a defaulted status',
      code: jobYaml(
        '  completionMode: Indexed\n  completions: 3\n  backoffLimitPerIndex: 1\n' +
          policy(
            '      - {action: FailJob, onExitCodes: {containerName: run, operator: In, values: [1, 2, 42]}}\n' +
              '      - {action: Ignore, onPodConditions: [{type: DisruptionTarget}]}\n' +
              '      - {action: FailIndex, onExitCodes: {operator: NotIn, values: [0]}}\n',
          ),
      ),
    },
  ],
  invalid: [
    {
      name: 'too many rules',
      code: jobYaml(policy('      - {action: Ignore, onPodConditions: [{type: DisruptionTarget}]}\n'.repeat(21))),
      errors: [
        {
          messageId: 'tooMany',
          path: 'spec.podFailurePolicy.rules',
          line: 7,
          column: 5,
          message: '`spec.podFailurePolicy.rules` has 21 entries; at most 20 are allowed.',
        },
      ],
    },
    {
      name: 'a missing operator, no exit codes, a condition type that is not a qualified name',
      code: jobYaml(
        policy('      - {action: Count, onExitCodes: {values: []}}\n      - {action: Count, onPodConditions: [{type: Bad Type}]}\n'),
      ),
      errors: [
        {
          messageId: 'required',
          path: 'spec.podFailurePolicy.rules[0].onExitCodes.operator',
          line: 8,
          column: 25,
          message: '`spec.podFailurePolicy.rules[0].onExitCodes.operator` is missing; it is one of "In", "NotIn".',
        },
        { messageId: 'noValues', path: 'spec.podFailurePolicy.rules[0].onExitCodes.values', line: 8, column: 39 },
        { messageId: 'conditionType', path: 'spec.podFailurePolicy.rules[1].onPodConditions[0].type', line: 9, column: 50 },
      ],
    },
    {
      name: 'an unknown action and operator, exit code 0 with In, a duplicate and unordered values',
      code: jobYaml(
        policy(
          '      - action: Retry\n        onExitCodes: {operator: Equals, values: [3, 1, 1]}\n      - action: Count\n        onExitCodes: {operator: In, values: [0]}\n',
        ),
      ),
      errors: [
        {
          messageId: 'notSupported',
          path: 'spec.podFailurePolicy.rules[0].action',
          line: 8,
          column: 17,
          message: '`spec.podFailurePolicy.rules[0].action` is "Retry"; it is one of "Count", "FailIndex", "FailJob", "Ignore".',
        },
        { messageId: 'notSupported', path: 'spec.podFailurePolicy.rules[0].onExitCodes.operator', line: 9, column: 33 },
        { messageId: 'unordered', path: 'spec.podFailurePolicy.rules[0].onExitCodes.values', line: 9, column: 41 },
        { messageId: 'duplicate', path: 'spec.podFailurePolicy.rules[0].onExitCodes.values[2]', line: 9, column: 56 },
        { messageId: 'zeroIn', path: 'spec.podFailurePolicy.rules[1].onExitCodes.values[0]', line: 11, column: 46 },
      ],
    },
    {
      name: 'both requirements, neither, an unknown container, a bad status, FailIndex without backoffLimitPerIndex, OnFailure',
      code: jobYaml(
        policy(
          '      - action: Ignore\n        onExitCodes: {containerName: other, operator: In, values: [1]}\n' +
            '        onPodConditions: [{type: DisruptionTarget, status: Yes}]\n      - action: FailIndex\n',
        ),
        '',
        'once',
        'OnFailure',
      ),
      errors: [
        {
          messageId: 'both',
          path: 'spec.podFailurePolicy.rules[0]',
          line: 8,
          column: 9,
          message: '`spec.podFailurePolicy.rules[0]` sets both onExitCodes and onPodConditions; a rule uses exactly one of them.',
        },
        { messageId: 'containerName', path: 'spec.podFailurePolicy.rules[0].onExitCodes.containerName', line: 9, column: 38 },
        { messageId: 'notSupported', path: 'spec.podFailurePolicy.rules[0].onPodConditions[0].status', line: 10, column: 60 },
        { messageId: 'neither', path: 'spec.podFailurePolicy.rules[1]', line: 11, column: 9 },
        { messageId: 'failIndex', path: 'spec.podFailurePolicy.rules[1].action', line: 11, column: 17 },
        {
          messageId: 'restartPolicy',
          path: 'spec.template.spec.restartPolicy',
          line: 14,
          column: 22,
          message: '`spec.template.spec.restartPolicy` is "OnFailure"; a Job with a podFailurePolicy needs restartPolicy "Never".',
        },
      ],
    },
  ],
});
