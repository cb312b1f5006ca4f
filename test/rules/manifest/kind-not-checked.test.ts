import rule from '../../../rules/manifest/kind-not-checked.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata: {name: web}
      spec: {ports: [{port: 80}]}
    `,
    { name: 'a built-in kind checked by its published schema', code: 'apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata: {name: reader}\n' },
  ],
  invalid: [
    {
      name: 'a custom resource',
      code: yaml`
        apiVersion: cert-manager.io/v1
        kind: Certificate
        metadata: {name: web}
      `,
      errors: [{ messageId: 'custom', path: 'kind', line: 2, column: 7, severity: 'info', message: 'Certificate (cert-manager.io/v1) is a custom resource or an unknown kind; Plumbline does not check it.' }],
    },
    {
      name: 'a built-in kind written through a subresource only',
      code: 'apiVersion: policy/v1\nkind: Eviction\nmetadata: {name: web-0}\n',
      errors: [{ messageId: 'builtin', line: 2, column: 7, severity: 'info' }],
    },
  ],
});
