import rule from '../../../rules/pod/overhead-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';

const pod = (overhead: string) =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  overhead: ${overhead}\n  containers:\n    - {name: app, image: nginx}\n`;

ruleTester.run(rule, {
  valid: [
    // Validation does not ask for a runtimeClassName: the RuntimeClass admission plugin decides that with the cluster.
    { name: 'cpu and memory, without a runtimeClassName', code: pod('{cpu: 250m, memory: 120Mi}') },
    { name: 'an extended resource in whole units and a kubernetes.io name', code: pod('{example.com/foo: "2", kubernetes.io/bar: 1m}') },
    { name: 'huge pages in whole pages, with memory', code: pod('{memory: 10Mi, hugepages-2Mi: 4Mi}') },
  ],
  invalid: [
    {
      name: 'a negative quantity',
      code: pod('{cpu: -1}'),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.overhead.limits[cpu]',
          line: 6,
          column: 19,
          message: '`spec.overhead.limits[cpu]` is -1: must be greater than or equal to 0.',
        },
      ],
    },
    {
      name: 'a name that is not a container resource, and a fractional extended resource',
      code: pod('{pods: "1", example.com/foo: 500m}'),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.overhead.limits[pods]',
          line: 6,
          column: 20,
          message: '`spec.overhead.limits[pods]` is "pods": must be a standard resource for containers.',
        },
        {
          messageId: 'invalid',
          path: 'spec.overhead.limits[example.com/foo]',
          line: 6,
          column: 42,
          message: '`spec.overhead.limits[example.com/foo]` is "500m": must be an integer.',
        },
      ],
    },
    {
      name: 'a name that is neither standard nor qualified, and a requests.-prefixed extended name',
      code: pod('{foo: "1", requests.example.com/foo: "1", cpu: 1}'),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.overhead.limits[foo]',
          line: 6,
          column: 19,
          message: '`spec.overhead.limits[foo]` is "foo": must be a standard resource type or fully qualified.',
        },
        {
          messageId: 'invalid',
          path: 'spec.overhead.limits[foo]',
          line: 6,
          column: 19,
          message: '`spec.overhead.limits[foo]` is "foo": must be a standard resource for containers.',
        },
        {
          messageId: 'invalid',
          path: 'spec.overhead.limits[requests.example.com/foo]',
          line: 6,
          column: 50,
          message:
            '`spec.overhead.limits[requests.example.com/foo]` is "requests.example.com/foo": doesn\'t follow extended resource name standard.',
        },
      ],
    },
    {
      name: 'huge pages alone, not a whole number of pages',
      code: pod('{hugepages-2Mi: 3Mi}'),
      errors: [
        {
          messageId: 'forbidden',
          path: 'spec.overhead',
          line: 6,
          column: 3,
          message: '`spec.overhead` sets hugepages-2Mi without cpu or memory: HugePages require cpu or memory.',
        },
        {
          messageId: 'invalid',
          path: 'spec.overhead.limits[hugepages-2Mi]',
          line: 6,
          column: 29,
          message: '`spec.overhead.limits[hugepages-2Mi]` is "3Mi": 3Mi is not positive integer multiple of hugepages-2Mi.',
        },
      ],
    },
  ],
});
