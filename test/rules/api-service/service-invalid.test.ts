import rule from '../../../rules/api-service/service-invalid.js';
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
        service:
          name: metrics-server
          namespace: kube-system
    `,
  ],
  invalid: [
    {
      name: 'no namespace and port 0',
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
          service:
            name: metrics-server
            port: 0
      `,
      errors: [
        { messageId: 'required', path: 'spec.service.namespace', line: 10, column: 3 },
        { messageId: 'port', path: 'spec.service.port', line: 12, column: 11 },
      ],
    },
  ],
});
