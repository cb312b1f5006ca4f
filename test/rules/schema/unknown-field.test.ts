import rule from '../../../rules/schema/unknown-field.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [yaml`
    apiVersion: v1
    kind: Service
    metadata: {name: web}
    spec: {ports: [{port: 80}]}
  `],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata: {name: web}
        spec:
          ports: [{port: 80}]
          selectr: {app: web}
      `,
      errors: [{ messageId: 'unknownField', path: 'spec.selectr', line: 6, column: 3, endColumn: 10, severity: 'warning' }],
    },
    {
      name: 'a kind checked by its published schema',
      code: yaml`
        apiVersion: rbac.authorization.k8s.io/v1
        kind: ClusterRole
        metadata: {name: reader}
        rules:
        - apiGroups: [""]
          resources: [pods]
          verb: [get]
      `,
      errors: [{ messageId: 'unknownField', path: 'rules[0].verb', line: 7, column: 3, endColumn: 7, severity: 'warning' }],
    },
    {
      name: 'a pod spec beyond the hand-written volumes',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata: {name: web}
        spec:
          contAIN3rz: []
          containers: [{name: web, image: nginx, imagePullPolicy: Always, livenessProbe: {exec: {command: [ls]}, period: 5}}]
      `,
      errors: [
        { messageId: 'unknownField', path: 'spec.contAIN3rz', line: 5, column: 3, endColumn: 13 },
        { messageId: 'unknownField', path: 'spec.containers[0].livenessProbe.period', line: 6, column: 106, endColumn: 112 },
      ],
    },
  ],
});
