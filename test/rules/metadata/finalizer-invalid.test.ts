import rule from '../../../rules/metadata/finalizer-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
        finalizers: [example.com/a, example.com/a]
      spec: {ports: [{port: 80}]}
    `,
    { name: 'standard finalizers without a prefix', code: 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, finalizers: [kubernetes, orphan]}\n' },
    { name: 'a CustomResourceDefinition, validated by the API machinery alone', code: 'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com, finalizers: [cleanup]}\n' },
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
          finalizers:
          - Example.com/cleanup
        spec: {ports: [{port: 80}]}
      `,
      errors: [{ messageId: 'invalid', path: 'metadata.finalizers', line: 6, column: 5, endColumn: 24 }],
    },
    {
      name: 'a finalizer that is not domain-qualified, on a kind checked by its published schema',
      code: yaml`
        apiVersion: rbac.authorization.k8s.io/v1
        kind: ClusterRole
        metadata:
          name: reader
          finalizers: [example.com/ok, cleanup]
      `,
      errors: [
        {
          messageId: 'notQualified',
          path: 'metadata.finalizers[1]',
          line: 5,
          column: 32,
          endColumn: 39,
          message: '`metadata.finalizers[1]` is "cleanup", which is neither a standard finalizer (kubernetes, orphan, foregroundDeletion) nor domain-qualified; write it as `<domain>/cleanup`, e.g. example.com/cleanup.',
        },
      ],
    },
    {
      name: 'orphan and foregroundDeletion together',
      code: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  finalizers: [orphan, foregroundDeletion]\n',
      errors: [{ messageId: 'conflict', path: 'metadata.finalizers', line: 5, column: 3 }],
    },
  ],
});
