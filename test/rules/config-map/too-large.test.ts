import rule from '../../../rules/config-map/too-large.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const half = 'x'.repeat(512 * 1024);

ruleTester.run(rule, {
  valid: [
    {
      name: 'exactly 1 MiB of values (keys do not count)',
      code: yaml`
        apiVersion: v1
        kind: ConfigMap
        metadata: {name: web-config, namespace: default}
        data:
          a: ${half}
          b: ${half}
      `,
    },
  ],
  invalid: [
    {
      name: 'one byte over 1 MiB, counting decoded binaryData',
      code: yaml`
        apiVersion: v1
        kind: ConfigMap
        metadata: {name: web-config, namespace: default}
        data:
          a: ${half}
          b: ${'x'.repeat(512 * 1024 - 2)}
        binaryData:
          c: AAEC
      `,
      errors: [{ messageId: 'tooLarge', path: '[]', message: 'The values of `data` and `binaryData` add up to 1048577 bytes; at most 1048576 bytes (1 MiB) are allowed.', line: 1, column: 1 }],
    },
  ],
});
