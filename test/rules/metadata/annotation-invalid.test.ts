import rule from '../../../rules/metadata/annotation-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
        annotations:
          example.com/owner: team-a
          Description: upper-case keys are lower-cased before the check
      spec: {ports: [{port: 80}]}
    `,
  ],
  invalid: [
    {
      name: 'an empty name part',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
          annotations:
            "example.com/": x
        spec: {ports: [{port: 80}]}
      `,
      errors: [{ messageId: 'key', path: 'metadata.annotations', line: 6, column: 5, endColumn: 19 }],
    },
    {
      name: 'more than 256 KiB of annotations',
      code: `apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  annotations:\n    a: "${'x'.repeat(262144)}"\nspec: {ports: [{port: 80}]}\n`,
      errors: [{ messageId: 'tooLarge', path: 'metadata.annotations', line: 5, column: 3, message: '`metadata.annotations` total 262145 bytes; the limit is 262144 bytes (256 KiB) for all keys and values together.' }],
    },
  ],
});
