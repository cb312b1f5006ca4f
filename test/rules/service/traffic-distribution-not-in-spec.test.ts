import rule from '../../../rules/service/traffic-distribution-not-in-spec.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        trafficDistribution: PreferClose
        ports: [{port: 80}]
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          trafficDistribution: PreferSameNode
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'notInSpec', path: 'spec.trafficDistribution', severity: 'warning', line: 6, column: 24, endColumn: 38 }],
    },
  ],
});
