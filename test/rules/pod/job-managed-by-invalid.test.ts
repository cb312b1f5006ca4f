import rule from '../../../rules/pod/job-managed-by-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { jobYaml } from './_job.js';

ruleTester.run(rule, {
  valid: [{ name: 'a domain-prefixed controller name', code: jobYaml('  managedBy: kueue.x-k8s.io/multikueue\n') }],
  invalid: [
    {
      name: 'no domain (the conformance example)',
      code: jobYaml('  managedBy: multikueue\n'),
      errors: [
        {
          messageId: 'format',
          path: 'spec.managedBy',
          line: 6,
          column: 14,
          endColumn: 24,
          message:
            '`spec.managedBy` is "multikueue": it must be a domain-prefixed path such as \'example.com/my-controller\' (a controller name ' +
            'such as "kueue.x-k8s.io/multikueue").',
        },
      ],
    },
    {
      name: 'too long',
      code: jobYaml(`  managedBy: example.com/${'c'.repeat(60)}\n`),
      errors: [
        {
          messageId: 'tooLong',
          path: 'spec.managedBy',
          line: 6,
          column: 14,
          message: '`spec.managedBy` is 72 characters long; at most 63 are allowed.',
        },
      ],
    },
  ],
});
