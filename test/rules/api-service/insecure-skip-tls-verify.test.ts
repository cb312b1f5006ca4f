import rule from '../../../rules/api-service/insecure-skip-tls-verify.js';
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
        insecureSkipTLSVerify: false
        service: {name: metrics-server, namespace: kube-system}
    `,
  ],
  invalid: [
    {
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
          service: {name: metrics-server, namespace: kube-system}
      `,
      errors: [{ messageId: 'insecure', path: 'spec.insecureSkipTLSVerify', line: 10, column: 26, severity: 'warning' }],
    },
  ],
});
