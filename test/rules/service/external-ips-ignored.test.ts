import rule from '../../../rules/service/external-ips-ignored.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        externalIPs: [192.0.2.10]
        ports: [{port: 80}]
    `,
    // A headless Service without external IPs.
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: peers
      spec:
        clusterIP: None
        selector: {app: db}
        externalIPs: []
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: db
        spec:
          type: ExternalName
          externalName: db.example.com
          externalIPs: [192.0.2.10]
      `,
      errors: [{ messageId: 'ignored', path: 'spec.externalIPs', line: 8, column: 3 }],
    },
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: peers
        spec:
          clusterIP: None
          selector: {app: db}
          ports: [{port: 5432}]
          externalIPs:
            - 192.0.2.10
      `,
      errors: [{ messageId: 'headless', path: 'spec.externalIPs', line: 9, column: 3, endLine: 9, endColumn: 14 }],
    },
  ],
});
