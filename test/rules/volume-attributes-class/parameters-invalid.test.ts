import rule from '../../../rules/volume-attributes-class/parameters-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const many = Array.from({ length: 513 }, (_, i) => `  p${i}: v`).join('\n');

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: VolumeAttributesClass
      metadata: {name: gold}
      driverName: ebs.csi.aws.com
      parameters:
        k: ${'v'.repeat(256000)}
    `,
  ],
  invalid: [
    {
      name: 'no parameters',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: VolumeAttributesClass
        metadata: {name: gold}
        driverName: ebs.csi.aws.com
      `,
      errors: [{ messageId: 'empty', path: 'parameters', line: 3, column: 1 }],
    },
    {
      name: 'empty key and too large',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: VolumeAttributesClass
        metadata: {name: gold}
        driverName: ebs.csi.aws.com
        parameters:
          "": ${'v'.repeat(256 * 1024 + 1)}
      `,
      errors: [
        { messageId: 'tooLarge', path: 'parameters', line: 5, column: 1 },
        { messageId: 'emptyKey', path: 'parameters', line: 6, column: 3 },
      ],
    },
    {
      name: '513 entries',
      code: `apiVersion: storage.k8s.io/v1\nkind: VolumeAttributesClass\nmetadata: {name: gold}\ndriverName: ebs.csi.aws.com\nparameters:\n${many}\n`,
      errors: [{ messageId: 'tooMany', path: 'parameters', line: 5, column: 1 }],
    },
  ],
});
