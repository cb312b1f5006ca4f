import rule from '../../../rules/storage-class/parameters-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const many = Array.from({ length: 513 }, (_, i) => `  p${i}: v`).join('\n');

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: StorageClass
      metadata: {name: fast}
      provisioner: ebs.csi.aws.com
      parameters: {type: gp3, iops: "3000"}
    `,
  ],
  invalid: [
    {
      name: 'an empty key',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: StorageClass
        metadata: {name: fast}
        provisioner: ebs.csi.aws.com
        parameters:
          "": gp3
      `,
      errors: [{ messageId: 'emptyKey', path: 'parameters', line: 6, column: 3 }],
    },
    {
      name: 'too large',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: StorageClass
        metadata: {name: fast}
        provisioner: ebs.csi.aws.com
        parameters:
          k: ${'v'.repeat(256 * 1024)}
      `,
      errors: [{ messageId: 'tooLarge', path: 'parameters', line: 5, column: 1 }],
    },
    {
      name: '513 entries',
      code: `apiVersion: storage.k8s.io/v1\nkind: StorageClass\nmetadata: {name: fast}\nprovisioner: ebs.csi.aws.com\nparameters:\n${many}\n`,
      errors: [{ messageId: 'tooMany', path: 'parameters', message: '`parameters` has 513 entries; at most 512 are allowed.', line: 5, column: 1 }],
    },
  ],
});
