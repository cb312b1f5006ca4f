import rule from '../../../rules/csi-node/spec-missing.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: CSINode
      metadata: {name: node-1}
      spec: {drivers: []}
    `,
  ],
  invalid: [
    {
      name: 'no spec',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSINode
        metadata: {name: node-1}
      `,
      errors: [{ messageId: 'spec', path: 'spec', severity: 'warning', line: 3, column: 1 }],
    },
    {
      name: 'no drivers',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSINode
        metadata: {name: node-1}
        spec: {}
      `,
      errors: [{ messageId: 'drivers', path: 'spec.drivers', line: 4, column: 1 }],
    },
  ],
});
