import rule from '../../../rules/csi-driver/spec-missing.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: CSIDriver
      metadata: {name: ebs.csi.aws.com}
      spec: {}
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIDriver
        metadata:
          name: ebs.csi.aws.com
      `,
      errors: [{ messageId: 'missing', path: 'spec', severity: 'warning', line: 3, column: 1, endColumn: 9 }],
    },
  ],
});
