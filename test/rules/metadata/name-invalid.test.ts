import rule from '../../../rules/metadata/name-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    { name: 'a core/v1 Event name is a path segment', code: 'apiVersion: v1\nkind: Event\nmetadata: {name: Web.Started, namespace: default}\ninvolvedObject: {kind: Pod, name: web, namespace: default}\n' },
    yaml`
      apiVersion: v1
      kind: Service
      metadata: {name: web-1}
      spec: {ports: [{port: 80}]}
    `,
    { name: 'a 63-character RFC 1035 label', code: `apiVersion: v1\nkind: Service\nmetadata: {name: a${'b'.repeat(61)}c}\nspec: {ports: [{port: 80}]}\n` },
  ],
  invalid: [
    {
      name: 'a Service name starting with a digit (RFC 1035)',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: 1web
        spec: {ports: [{port: 80}]}
      `,
      errors: [{ messageId: 'invalid', path: 'metadata.name', line: 4, column: 9, endColumn: 13, message: "`metadata.name` is \"1web\": must be an RFC 1035 label: lowercase letters, digits and '-', starting with a letter and ending with a letter or digit (an RFC 1035 label for Service)." }],
    },
    {
      name: 'a 64-character Service name',
      code: `apiVersion: v1\nkind: Service\nmetadata: {name: a${'b'.repeat(62)}c}\nspec: {ports: [{port: 80}]}\n`,
      errors: [{ messageId: 'invalid', path: 'metadata.name', line: 3, column: 18, message: `\`metadata.name\` is "a${'b'.repeat(62)}c": must be no more than 63 characters (an RFC 1035 label for Service).` }],
    },
  ],
});
