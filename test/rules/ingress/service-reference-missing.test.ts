import rule from '../../../rules/ingress/service-reference-missing.js';
import { yaml } from '../../utils/rule-tester.js';
import { runSetTests } from '../../utils/set-tester.js';

runSetTests(rule, {
  valid: [
    { name: 'every backend resolves (complete app)', files: 'complete-app' },
    { name: 'no Service in the checked files (partial view)', files: 'partial-view' },
    { name: 'Services only in another namespace', files: 'other-namespace' },
    {
      name: 'ExternalName Service: ports are not checked',
      files: {
        'ing.yaml': yaml`
          apiVersion: networking.k8s.io/v1
          kind: Ingress
          metadata: {name: ext}
          spec:
            defaultBackend:
              service: {name: upstream, port: {number: 443}}
        `,
        'svc.yaml': yaml`
          apiVersion: v1
          kind: Service
          metadata: {name: upstream}
          spec: {type: ExternalName, externalName: api.example.com}
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'missing Service, unknown port name and number (broken app)',
      files: 'broken-app',
      errors: [
        { uri: 'ingress.yaml', messageId: 'portName', path: 'spec.defaultBackend.service.port.name', line: 12, column: 15, endLine: 12, endColumn: 20 },
        { uri: 'ingress.yaml', messageId: 'portNumber', path: 'spec.rules[0].http.paths[0].backend.service.port.number', line: 23, column: 27 },
        {
          uri: 'ingress.yaml',
          messageId: 'service',
          path: 'spec.rules[0].http.paths[1].backend.service.name',
          line: 28,
          column: 23,
          message: '`spec.rules[0].http.paths[1].backend.service.name` names Service "cart", which is not among the Services of namespace "shop" in the checked files.',
        },
      ],
    },
    {
      name: 'Ingress without namespace matches Services leniently',
      files: {
        'app.yaml': yaml`
          apiVersion: v1
          kind: Service
          metadata: {name: web, namespace: prod}
          spec:
            ports: [{name: http, port: 80}]
          ---
          apiVersion: networking.k8s.io/v1
          kind: Ingress
          metadata: {name: web}
          spec:
            defaultBackend:
              service: {name: web, port: {number: 8080}}
        `,
      },
      errors: [{ uri: 'app.yaml', messageId: 'portNumber', path: 'spec.defaultBackend.service.port.number', line: 12, column: 41 }],
    },
  ],
});
