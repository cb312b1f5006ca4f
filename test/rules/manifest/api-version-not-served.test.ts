import rule from '../../../rules/manifest/api-version-not-served.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata: {name: web}
      spec: {ports: [{port: 80}]}
    `,
    { name: 'a configured group suffix', settings: { groupSuffix: 'example.io' }, code: 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\n' },
  ],
  invalid: [
    {
      name: 'a core kind under a named group',
      code: yaml`
        apiVersion: networking.k8s.io/v1
        kind: Service
        metadata: {name: web}
      `,
      errors: [{ messageId: 'notServed', path: 'apiVersion', line: 1, column: 13, endColumn: 33, message: '`apiVersion` is networking.k8s.io/v1, which does not serve kind Service; use v1.' }],
    },
    {
      name: 'a removed version of a built-in kind Plumbline does not check',
      code: 'apiVersion: apps/v1beta2\nkind: Deployment\nmetadata: {name: web}\n',
      errors: [{ messageId: 'notServed', line: 1, column: 13, message: '`apiVersion` is apps/v1beta2, which does not serve kind Deployment; use apps/v1.' }],
    },
  ],
});
