import rule from '../../../rules/namespace/finalizer-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Namespace
      metadata:
        name: team-a
      spec:
        finalizers: [kubernetes, example.com/cleanup]
    `,
    {
      name: 'update: the stored finalizers are what the server checks',
      old: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
        spec:
          finalizers: [kubernetes]
      `,
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
        spec:
          finalizers: [cleanup]
      `,
    },
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
        spec:
          finalizers:
          - cleanup
          - example.com/bad name
      `,
      errors: [
        { messageId: 'notStandard', path: 'spec.finalizers', message: '`spec.finalizers[0]` is "cleanup"; a finalizer without a domain prefix must be a standard one (`kubernetes`), otherwise use `<domain>/cleanup`.', line: 7, column: 5 },
        { messageId: 'invalid', path: 'spec.finalizers', line: 8, column: 5, endColumn: 25 },
      ],
    },
  ],
});
