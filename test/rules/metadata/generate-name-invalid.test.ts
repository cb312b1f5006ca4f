import rule from '../../../rules/metadata/generate-name-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    { name: 'a prefix ending in a dash', code: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {generateName: web-config-}\n' },
    { name: 'a path segment for RBAC kinds', code: 'apiVersion: rbac.authorization.k8s.io/v1\nkind: Role\nmetadata: {generateName: "system:reader-", namespace: default}\n' },
  ],
  invalid: [
    {
      name: 'an underscore and capitals, in a kind checked by its published schema',
      code: yaml`
        apiVersion: v1
        kind: ServiceAccount
        metadata:
          generateName: Web_Config-
      `,
      errors: [
        {
          messageId: 'invalid',
          path: 'metadata.generateName',
          line: 4,
          column: 17,
          endColumn: 28,
          message:
            "`metadata.generateName` is \"Web_Config-\": must be a lowercase RFC 1123 subdomain: lowercase letters, digits, '-' and '.', starting and ending with a letter or digit (an RFC 1123 subdomain for ServiceAccount, which may end in `-`).",
        },
      ],
    },
    {
      name: 'a Service prefix that starts with a digit (RFC 1035 label)',
      code: 'apiVersion: v1\nkind: Service\nmetadata: {generateName: 1web-}\nspec: {ports: [{port: 80}]}\n',
      errors: [{ messageId: 'invalid', path: 'metadata.generateName', line: 3, column: 26, endColumn: 31 }],
    },
  ],
});
