import rule from '../../../rules/metadata/finalizer-added-while-deleting.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const deleting = yaml`
  apiVersion: apps/v1
  kind: Deployment
  metadata:
    name: web
    deletionTimestamp: "2025-02-01T10:00:00Z"
    finalizers: [example.com/a, example.com/b]
`;

ruleTester.run(rule, {
  valid: [
    { name: 'a finalizer removed while deleting', old: deleting, code: 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, finalizers: [example.com/a]}\n' },
    { name: 'a finalizer added to an object that is not being deleted', old: 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\n', code: 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, finalizers: [example.com/a]}\n' },
  ],
  invalid: [
    {
      old: deleting,
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
          finalizers: [example.com/a, example.com/c]
      `,
      errors: [
        {
          messageId: 'added',
          path: 'metadata.finalizers',
          line: 5,
          column: 3,
          message: '`metadata.finalizers` adds "example.com/c" to an object that is being deleted (the stored object has a deletionTimestamp); finalizers can only be removed now.',
        },
      ],
    },
  ],
});
