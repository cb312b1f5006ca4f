import rule from '../../../rules/csi-driver/fs-group-policy-not-supported.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: ['ReadWriteOnceWithFSType', 'File', 'None'].map(
    (policy) => yaml`
      apiVersion: storage.k8s.io/v1
      kind: CSIDriver
      metadata: {name: ebs.csi.aws.com}
      spec: {fsGroupPolicy: ${policy}}
    `,
  ),
  invalid: [
    {
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIDriver
        metadata: {name: ebs.csi.aws.com}
        spec:
          fsGroupPolicy: file
      `,
      errors: [{ messageId: 'notSupported', path: 'spec.fsGroupPolicy', message: '`spec.fsGroupPolicy` is "file"; allowed: "ReadWriteOnceWithFSType", "File", "None".', line: 5, column: 18 }],
    },
  ],
});
