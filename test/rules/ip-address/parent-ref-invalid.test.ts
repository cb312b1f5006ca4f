import rule from '../../../rules/ip-address/parent-ref-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: networking.k8s.io/v1
      kind: IPAddress
      metadata:
        name: 10.96.0.10
      spec:
        parentRef:
          group: ""
          resource: services
          namespace: default
          name: web
    `,
  ],
  invalid: [
    {
      name: 'no parentRef',
      code: yaml`
        apiVersion: networking.k8s.io/v1
        kind: IPAddress
        metadata:
          name: 10.96.0.10
        spec: {}
      `,
      errors: [{ messageId: 'parentRefMissing', path: 'spec.parentRef', line: 5, column: 1 }],
    },
    {
      name: 'bad group, no resource, name with a slash',
      code: yaml`
        apiVersion: networking.k8s.io/v1
        kind: IPAddress
        metadata:
          name: 10.96.0.10
        spec:
          parentRef:
            group: Example_Group
            namespace: default
            name: a/b
      `,
      errors: [
        { messageId: 'required', path: 'spec.parentRef.resource', line: 6, column: 3 },
        { messageId: 'group', path: 'spec.parentRef.group', line: 7, column: 12 },
        { messageId: 'pathSegment', path: 'spec.parentRef.name', line: 9, column: 11 },
      ],
    },
  ],
});
