import rule from '../../../rules/metadata/owner-reference-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
        ownerReferences:
        - {apiVersion: apps/v1, kind: Deployment, name: web, uid: 0b7a3c2d-1e4f-4a5b-8c9d-0e1f2a3b4c5d, controller: true}
      spec: {ports: [{port: 80}]}
    `,
  ],
  invalid: [
    {
      name: 'a reference without uid',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
          ownerReferences:
          - apiVersion: apps/v1
            kind: Deployment
            name: web
        spec: {ports: [{port: 80}]}
      `,
      errors: [{ messageId: 'required', path: 'metadata.ownerReferences[0].uid', line: 6, column: 5 }],
    },
    {
      name: 'two controllers',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
          ownerReferences:
          - {apiVersion: apps/v1, kind: Deployment, name: a, uid: "1", controller: true}
          - {apiVersion: apps/v1, kind: Deployment, name: b, uid: "2", controller: true}
        spec: {ports: [{port: 80}]}
      `,
      errors: [{ messageId: 'manyControllers', path: 'metadata.ownerReferences', line: 5, column: 3 }],
    },
  ],
});
