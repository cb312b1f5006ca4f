import rule from '../../../rules/api-service/ca-bundle-not-pem.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const pem = Buffer.from('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n').toString('base64');

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: apiregistration.k8s.io/v1
      kind: APIService
      metadata:
        name: v1beta1.metrics.k8s.io
      spec:
        group: metrics.k8s.io
        version: v1beta1
        groupPriorityMinimum: 100
        versionPriority: 100
        caBundle: ${pem}
        service: {name: metrics-server, namespace: kube-system}
    `,
  ],
  invalid: [
    {
      name: 'base64 of plain text',
      code: yaml`
        apiVersion: apiregistration.k8s.io/v1
        kind: APIService
        metadata:
          name: v1beta1.metrics.k8s.io
        spec:
          group: metrics.k8s.io
          version: v1beta1
          groupPriorityMinimum: 100
          versionPriority: 100
          caBundle: bm90IGEgY2VydGlmaWNhdGU=
          service: {name: metrics-server, namespace: kube-system}
      `,
      errors: [{ messageId: 'notPem', path: 'spec.caBundle', message: '`spec.caBundle` decodes to 17 bytes without a PEM `CERTIFICATE` block; the API server will not be able to verify the extension server.', line: 10, column: 13 }],
    },
  ],
});
