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
  ],
});
