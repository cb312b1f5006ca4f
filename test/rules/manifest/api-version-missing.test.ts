import rule from '../../../rules/manifest/api-version-missing.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [yaml`
    apiVersion: v1
    kind: Service
    metadata: {name: web}
    spec: {ports: [{port: 80}]}
  `],
  invalid: [
    {
      code: yaml`
        kind: ConfigMap
        metadata:
          name: web-config
      `,
      // A missing field maps to its nearest existing parent: here the document itself.
      errors: [{ messageId: 'missing', path: 'apiVersion', line: 1, column: 1 }],
    },
  ],
});
