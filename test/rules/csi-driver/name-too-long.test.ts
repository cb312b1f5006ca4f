import rule from '../../../rules/csi-driver/name-too-long.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: CSIDriver
      metadata: {name: ebs.csi.aws.com}
      spec: {attachRequired: true}
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIDriver
        metadata:
          name: ${'a'.repeat(60)}.example.com
        spec: {attachRequired: true}
      `,
      errors: [{ messageId: 'tooLong', path: 'metadata.name', severity: 'warning', line: 4, column: 9 }],
    },
  ],
});
