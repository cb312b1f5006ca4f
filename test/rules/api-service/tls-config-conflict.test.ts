import rule from '../../../rules/api-service/tls-config-conflict.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

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
        insecureSkipTLSVerify: true
        service: {name: metrics-server, namespace: kube-system}
    `,
  ],
  invalid: [
    {
      name: 'insecure with a CA bundle',
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
          insecureSkipTLSVerify: true
          caBundle: Zm9v
          service: {name: metrics-server, namespace: kube-system}
      `,
      errors: [{ messageId: 'insecureWithCaBundle', path: 'spec.insecureSkipTLSVerify', line: 10, column: 26, endColumn: 30 }],
    },
    {
      name: 'local APIService with TLS settings',
      code: yaml`
        apiVersion: apiregistration.k8s.io/v1
        kind: APIService
        metadata:
          name: v1.apps
        spec:
          group: apps
          version: v1
          groupPriorityMinimum: 17800
          versionPriority: 15
          insecureSkipTLSVerify: true
          caBundle: Zm9v
      `,
      errors: [
        { messageId: 'localInsecure', path: 'spec.insecureSkipTLSVerify', line: 10, column: 26 },
        { messageId: 'localCaBundle', path: 'spec.caBundle', line: 11, column: 13 },
      ],
    },
  ],
});
