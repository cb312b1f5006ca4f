import rule from '../../../rules/ingress/class-reference-missing.js';
import { yaml } from '../../utils/rule-tester.js';
import { runSetTests } from '../../utils/set-tester.js';

runSetTests(rule, {
  valid: [
    { name: 'the class is defined (complete app)', files: 'complete-app' },
    { name: 'no IngressClass in the checked files (partial view)', files: 'partial-view' },
  ],
  invalid: [
    {
      name: 'ingressClassName names no class of the set (broken app)',
      files: 'broken-app',
      errors: [{ uri: 'ingress.yaml', messageId: 'missing', path: 'spec.ingressClassName', line: 7, column: 21, endColumn: 28 }],
    },
    {
      name: 'one file',
      files: {
        'all.yaml': yaml`
          apiVersion: networking.k8s.io/v1
          kind: IngressClass
          metadata: {name: nginx}
          spec: {controller: k8s.io/ingress-nginx}
          ---
          apiVersion: networking.k8s.io/v1
          kind: Ingress
          metadata: {name: web, namespace: web}
          spec:
            ingressClassName: ngnix
            defaultBackend: {service: {name: web, port: {number: 80}}}
        `,
      },
      errors: [{ uri: 'all.yaml', messageId: 'missing', path: 'spec.ingressClassName', line: 10, column: 21 }],
    },
  ],
});
