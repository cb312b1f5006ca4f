import rule from '../../../rules/api-service/name-mismatch.js';
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
        service: {name: metrics-server, namespace: kube-system}
    `,
    {
      name: 'local core group is v1. with a trailing dot',
      code: yaml`
        apiVersion: apiregistration.k8s.io/v1
        kind: APIService
        metadata:
          name: v1.
        spec:
          version: v1
          groupPriorityMinimum: 18000
          versionPriority: 1
      `,
    },
  ],
  invalid: [
    {
      name: 'group only',
      code: yaml`
        apiVersion: apiregistration.k8s.io/v1
        kind: APIService
        metadata:
          name: metrics.k8s.io
        spec:
          group: metrics.k8s.io
          version: v1beta1
          groupPriorityMinimum: 100
          versionPriority: 100
      `,
      errors: [{ messageId: 'mismatch', path: 'metadata.name', message: '`metadata.name` is "metrics.k8s.io"; an APIService must be named `<spec.version>.<spec.group>`, here "v1beta1.metrics.k8s.io".', line: 4, column: 9, endColumn: 23 }],
    },
    {
      name: 'no version and group',
      code: yaml`
        apiVersion: apiregistration.k8s.io/v1
        kind: APIService
        metadata:
          name: v1beta1.external.metrics.k8s.io
      `,
      errors: [{ messageId: 'specMissing', path: 'metadata.name', line: 4, column: 9 }],
    },
    {
      name: 'slash in the name',
      code: yaml`
        apiVersion: apiregistration.k8s.io/v1
        kind: APIService
        metadata:
          name: v1/metrics
        spec:
          group: metrics
          version: v1
          groupPriorityMinimum: 100
          versionPriority: 100
      `,
      errors: [{ messageId: 'pathSegment', path: 'metadata.name', line: 4, column: 9 }],
    },
  ],
});
