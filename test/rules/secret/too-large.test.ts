import rule from '../../../rules/secret/too-large.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'exactly 1 MiB in stringData',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: big, namespace: default}
        stringData:
          blob: ${'x'.repeat(1024 * 1024)}
      `,
    },
  ],
  invalid: [
    {
      name: 'data and stringData together over 1 MiB',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: big, namespace: default}
        data:
          extra: AAEC
        stringData:
          blob: ${'x'.repeat(1024 * 1024 - 2)}
      `,
      errors: [{ messageId: 'tooLarge', path: 'data', line: 4, column: 1 }],
    },
  ],
});
