import rule from '../../../rules/manifest/kind-not-served.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    { name: 'a custom resource', code: 'apiVersion: cert-manager.io/v1\nkind: Certificate\nmetadata: {name: web}\n' },
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Machine
        metadata: {name: m1}
      `,
      errors: [{ messageId: 'notServed', path: 'kind', line: 2, column: 7, endColumn: 14 }],
    },
    {
      name: 'a kind under core/v1, and under the extensions group no version of which is served now',
      code: 'apiVersion: core/v1\nkind: Widget\nmetadata: {name: w}\n---\napiVersion: extensions/v1beta1\nkind: Widget\nmetadata: {name: w}\n',
      errors: [
        { messageId: 'notServed', path: 'kind', line: 2, column: 7, endColumn: 13 },
        { messageId: 'notServed', path: 'kind', line: 6, column: 7, endColumn: 13 },
      ],
    },
    {
      name: 'a kind a built-in group does not serve',
      code: 'apiVersion: rbac.authorization.k8s.io/v1\nkind: Group\nmetadata: {name: admins}\n',
      errors: [{ messageId: 'notServed', path: 'kind', line: 2, column: 7, endColumn: 12 }],
    },
  ],
});
