import rule from '../../../rules/manifest/not-an-object.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [yaml`
    apiVersion: v1
    kind: Service
    metadata: {name: web}
    spec: {ports: [{port: 80}]}
  `],
  invalid: [
    { name: 'a list document', code: '- apiVersion: v1\n  kind: Service\n', errors: [{ messageId: 'notAnObject', path: '', line: 1, column: 1, message: 'The document is a list; a Kubernetes manifest is an object with apiVersion, kind and metadata.' }] },
    { name: 'a scalar document', code: '---\nhello\n', errors: [{ messageId: 'notAnObject', line: 2, column: 1 }] },
  ],
});
