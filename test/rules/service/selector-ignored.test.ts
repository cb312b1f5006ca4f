import rule from '../../../rules/service/selector-ignored.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: db
      spec:
        type: ExternalName
        externalName: db.example.com
    `,
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: db
      spec:
        type: ExternalName
        externalName: db.example.com
        selector: {}
    `,
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        selector: {app: web}
        ports: [{port: 80}]
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
          selector:
            app: db
      `,
      errors: [{ messageId: 'ignored', path: 'spec.selector', severity: 'warning', line: 8, column: 3, endLine: 8, endColumn: 11 }],
    },
  ],
});
