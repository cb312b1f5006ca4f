import rule from '../../../rules/custom-resource/validation-rule-failed.js';
import { fixtureCatalog as dynamicKinds, widget } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

// x-kubernetes-validations through @plumbline/cel: message and fieldPath (ServiceMonitor), a transition rule (Widget).
const monitor = (spec: string): string =>
  `apiVersion: monitoring.coreos.com/v1\nkind: ServiceMonitor\nmetadata: {name: m, namespace: default}\nspec:\n  selector: {}\n${spec}`;

ruleTester.run(rule, {
  valid: [
    { dynamicKinds, code: monitor('  sampleLimit: 100\n  targetLimit: 10\n') },
    { name: 'a transition rule does not run on create', dynamicKinds, code: widget('size: 2') },
    { name: 'a transition rule on update, unchanged', dynamicKinds, code: widget('size: 2'), old: widget('size: 2') },
  ],
  invalid: [
    {
      name: 'the rule is false: its message at its fieldPath',
      dynamicKinds,
      code: monitor('  sampleLimit: 10\n  targetLimit: 100\n'),
      errors: [
        {
          messageId: 'failed',
          path: 'spec.targetLimit',
          line: 7,
          column: 16,
          message: '`spec.targetLimit`: targetLimit must not exceed sampleLimit.',
        },
      ],
    },
    {
      name: 'a transition rule on update',
      dynamicKinds,
      code: widget('size: 4'),
      old: widget('size: 2'),
      errors: [{ messageId: 'failed', path: 'spec', line: 4, column: 1, message: '`spec`: size is immutable.' }],
    },
    {
      name: 'a rule that cannot be evaluated (no such key at run time)',
      dynamicKinds,
      code: widget('mode: fast'),
      old: widget('mode: fast'),
      errors: [
        {
          messageId: 'evaluationError',
          path: 'spec',
          line: 4,
          column: 1,
          message:
            '`spec`: the validation rule could not be evaluated (No such key: size evaluating rule: size is immutable); the server refuses the object.',
        },
      ],
    },
  ],
});
