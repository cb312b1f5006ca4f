import rule from '../../../rules/metadata/field-immutable.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: v1
  kind: ServiceAccount
  metadata:
    name: builder
    namespace: ci
    uid: 6f1c2a9e-0000-4000-8000-000000000001
    creationTimestamp: "2025-01-01T10:00:00Z"
    deletionGracePeriodSeconds: 30
`;

ruleTester.run(rule, {
  valid: [
    { name: 'uid, namespace and the deletion fields left out (the server keeps the stored ones)', old: stored, code: 'apiVersion: v1\nkind: ServiceAccount\nmetadata: {name: builder}\n' },
    {
      name: 'a different creationTimestamp and generation, which the server replaces with the stored ones',
      old: stored,
      code: 'apiVersion: v1\nkind: ServiceAccount\nmetadata: {name: builder, namespace: ci, creationTimestamp: "2030-01-01T00:00:00Z", generation: 7}\n',
    },
  ],
  invalid: [
    {
      name: 'a changed uid and namespace',
      old: stored,
      code: yaml`
        apiVersion: v1
        kind: ServiceAccount
        metadata:
          name: builder
          namespace: prod
          uid: 6f1c2a9e-0000-4000-8000-000000000002
      `,
      errors: [
        { messageId: 'immutable', path: 'metadata.namespace', line: 5, column: 14, endColumn: 18, message: '`metadata.namespace` is "prod" but the stored object has "ci"; it cannot change after creation.' },
        { messageId: 'immutable', path: 'metadata.uid', line: 6, column: 8, endColumn: 44 },
      ],
    },
    {
      name: 'a deletion timestamp the stored object does not have, and a changed grace period',
      old: stored,
      code: yaml`
        apiVersion: v1
        kind: ServiceAccount
        metadata:
          name: builder
          deletionTimestamp: "2025-02-01T10:00:00Z"
          deletionGracePeriodSeconds: 0
      `,
      errors: [
        { messageId: 'deletionSet', path: 'metadata.deletionTimestamp', line: 5, column: 22, message: '`metadata.deletionTimestamp` is set but the stored object has none; only a delete request sets it.' },
        { messageId: 'immutable', path: 'metadata.deletionGracePeriodSeconds', line: 6, column: 31 },
      ],
    },
  ],
});
