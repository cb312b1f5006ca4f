import rule from '../../../rules/ip-address/parent-ref-format.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: networking.k8s.io/v1
      kind: IPAddress
      metadata:
        name: 10.96.0.10
      spec:
        parentRef: {resource: services, namespace: default, name: web}
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: networking.k8s.io/v1
        kind: IPAddress
        metadata:
          name: 10.96.0.10
        spec:
          parentRef:
            resource: Services
            namespace: Default
            name: Web
      `,
      errors: [
        { messageId: 'resource', path: 'spec.parentRef.resource', line: 7, column: 15, severity: 'warning' },
        { messageId: 'namespace', path: 'spec.parentRef.namespace', line: 8, column: 16 },
        { messageId: 'name', path: 'spec.parentRef.name', line: 9, column: 11 },
      ],
    },
  ],
});
