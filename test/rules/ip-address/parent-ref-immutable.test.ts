import rule from '../../../rules/ip-address/parent-ref-immutable.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: networking.k8s.io/v1
  kind: IPAddress
  metadata:
    name: 10.96.0.10
  spec:
    parentRef: {group: "", resource: services, namespace: default, name: web}
`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'labels change, parent stays (empty group omitted)',
      old: stored,
      code: yaml`
        apiVersion: networking.k8s.io/v1
        kind: IPAddress
        metadata:
          name: 10.96.0.10
          labels: {team: a}
        spec:
          parentRef: {resource: services, namespace: default, name: web}
      `,
    },
  ],
  invalid: [
    {
      old: stored,
      code: yaml`
        apiVersion: networking.k8s.io/v1
        kind: IPAddress
        metadata:
          name: 10.96.0.10
        spec:
          parentRef: {group: "", resource: services, namespace: default, name: api}
      `,
      errors: [{ messageId: 'immutable', path: 'spec.parentRef', line: 6, column: 3 }],
    },
  ],
});
