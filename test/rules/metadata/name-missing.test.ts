import rule from '../../../rules/metadata/name-missing.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata: {generateName: web-}
      spec: {ports: [{port: 80}]}
    `,
  ],
  invalid: [
    {
      name: 'a core/v1 Event without a name (the generic check of every create)',
      code: 'apiVersion: v1\nkind: Event\nmetadata: {namespace: default}\ninvolvedObject: {kind: Pod, name: web, namespace: default}\nreason: Started\n',
      errors: [{ messageId: 'missing', path: 'metadata.name', line: 3, column: 1 }],
    },
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          labels: {app: web}
        spec: {ports: [{port: 80}]}
      `,
      errors: [{ messageId: 'missing', path: 'metadata.name', line: 3, column: 1, endColumn: 9 }],
    },
  ],
});
