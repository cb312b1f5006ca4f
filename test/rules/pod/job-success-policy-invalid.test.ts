import rule from '../../../rules/pod/job-success-policy-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { jobYaml } from './_job.js';

const indexed = (rules: string) =>
  jobYaml(`  completionMode: Indexed\n  completions: 10\n  parallelism: 10\n  successPolicy:\n    rules:\n${rules}`);

ruleTester.run(rule, {
  valid: [
    { name: 'indexes with a count (the conformance example)', code: indexed('      - {succeededIndexes: "0-2", succeededCount: 2}\n') },
    {
      name: 'single indexes and intervals in order',
      code: indexed('      - {succeededIndexes: "0,2-4,7,9"}\n      - {succeededCount: 10}\n'),
    },
  ],
  invalid: [
    {
      name: 'too many rules, a negative count, indexes longer than 64 KiB',
      code: indexed(
        '      - {succeededCount: 1}\n'.repeat(20) + `      - {succeededCount: -1, succeededIndexes: "${'0'.repeat(65537)}"}\n`,
      ),
      errors: [
        {
          messageId: 'tooMany',
          path: 'spec.successPolicy.rules',
          line: 10,
          column: 5,
          message: '`spec.successPolicy.rules` has 21 rules; at most 20 are allowed.',
        },
        { messageId: 'countNegative', path: 'spec.successPolicy.rules[20].succeededCount', line: 31, column: 26 },
        { messageId: 'indexesTooLong', path: 'spec.successPolicy.rules[20].succeededIndexes', line: 31, column: 48 },
      ],
    },
    {
      name: 'a success policy on a NonIndexed Job',
      code: jobYaml('  successPolicy:\n    rules: [{succeededCount: 1}]\n'),
      errors: [{ messageId: 'needsIndexed', path: 'spec.successPolicy', line: 6, column: 3 }],
    },
    {
      name: 'a count above completions (the conformance example) and above the indexes',
      code: indexed('      - {succeededCount: 11}\n      - {succeededIndexes: "1-2", succeededCount: 3}\n'),
      errors: [
        {
          messageId: 'countOverCompletions',
          path: 'spec.successPolicy.rules[0].succeededCount',
          line: 11,
          column: 26,
          message: '`spec.successPolicy.rules[0].succeededCount` is 11; it must be at most 10 (the number of completions).',
        },
        { messageId: 'countOverIndexes', path: 'spec.successPolicy.rules[1].succeededCount', line: 12, column: 51 },
      ],
    },
    {
      name: 'indexes out of order, out of range, malformed; an empty rule',
      code: indexed(
        '      - {succeededIndexes: "3,1"}\n      - {succeededIndexes: "0-10"}\n      - {succeededIndexes: "1-2-3"}\n      - {}\n',
      ),
      errors: [
        {
          messageId: 'indexes',
          path: 'spec.successPolicy.rules[0].succeededIndexes',
          line: 11,
          column: 28,
          message:
            '`spec.successPolicy.rules[0].succeededIndexes` is "3,1", which is not a list of ascending indexes and intervals: index 1 ' +
            'does not come after 3.',
        },
        { messageId: 'indexes', path: 'spec.successPolicy.rules[1].succeededIndexes', line: 12, column: 28 },
        { messageId: 'indexes', path: 'spec.successPolicy.rules[2].succeededIndexes', line: 13, column: 28 },
        { messageId: 'ruleEmpty', path: 'spec.successPolicy.rules[3]', line: 14, column: 9 },
      ],
    },
    {
      name: 'no rules',
      code: indexed('      []\n').replace('    rules:\n      []\n', '    rules: []\n'),
      errors: [{ messageId: 'rulesRequired', path: 'spec.successPolicy.rules', line: 10, column: 5 }],
    },
  ],
});
