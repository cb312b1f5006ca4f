import rule from '../../../rules/service/traffic-distribution-unsupported.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        trafficDistribution: PreferSameZone
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
          trafficDistribution: Closest
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'unsupported', path: 'spec.trafficDistribution', message: '`spec.trafficDistribution` is "Closest"; allowed: "PreferClose", "PreferSameNode", "PreferSameZone".', line: 6, column: 24, endColumn: 31 }],
    },
    {
      name: 'PreferSameNode with the gate off',
      featureGates: { PreferSameTrafficDistribution: false },
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          trafficDistribution: PreferSameNode
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'unsupported', path: 'spec.trafficDistribution', message: '`spec.trafficDistribution` is "PreferSameNode"; allowed: "PreferClose".', line: 6, column: 24 }],
    },
  ],
});
