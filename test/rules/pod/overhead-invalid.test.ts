import rule from '../../../rules/pod/overhead-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';

const pod = (overhead: string) =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  overhead: ${overhead}\n  containers:\n    - {name: app, image: nginx}\n`;

ruleTester.run(rule, {
  valid: [
    // Validation does not ask for a runtimeClassName: the RuntimeClass admission plugin decides that with the cluster.
    { name: 'cpu and memory, without a runtimeClassName', code: pod('{cpu: 250m, memory: 120Mi}') },
    { name: 'an extended resource in whole units and a kubernetes.io name', code: pod('{example.com/foo: "2", kubernetes.io/bar: 1m}') },
  ],
  invalid: [
    {
      name: 'a negative quantity',
      code: pod('{cpu: -1}'),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.overhead[cpu]',
          line: 6,
          column: 19,
          message: '`spec.overhead[cpu]` is -1: must be greater than or equal to 0.',
        },
      ],
    },
    {
      name: 'a name that is not a container resource, and a fractional extended resource',
      code: pod('{pods: "1", example.com/foo: 500m}'),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.overhead[pods]',
          line: 6,
          column: 20,
          message: '`spec.overhead[pods]` is "pods": must be a standard resource for containers.',
        },
        { messageId: 'invalid', path: 'spec.overhead[example.com/foo]', line: 6, column: 42 },
      ],
    },
  ],
});
