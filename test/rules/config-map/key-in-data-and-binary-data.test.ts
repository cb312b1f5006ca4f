import rule from '../../../rules/config-map/key-in-data-and-binary-data.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: ConfigMap
      metadata: {name: web-config, namespace: default}
      data: {app.properties: x}
      binaryData: {logo.png: AAEC}
    `,
    // A key named like an Object.prototype member is in binaryData only when binaryData has it.
    yaml`
      apiVersion: v1
      kind: ConfigMap
      metadata: {name: web-config, namespace: default}
      data: {toString: x, constructor: y}
      binaryData: {logo.png: AAEC}
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: ConfigMap
        metadata: {name: web-config, namespace: default}
        data:
          logo.png: x
        binaryData:
          logo.png: AAEC
      `,
      errors: [
        { messageId: 'duplicate', path: 'data[logo.png]', line: 5, column: 3, endColumn: 11 },
        { messageId: 'duplicate', path: 'binaryData[logo.png]', line: 7, column: 3 },
      ],
    },
  ],
});
