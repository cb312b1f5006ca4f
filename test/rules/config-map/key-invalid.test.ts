import rule from '../../../rules/config-map/key-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: ConfigMap
      metadata: {name: web-config, namespace: default}
      data:
        APP_ENV: production
        app.properties: "log.level=info"
        config-1: x
      binaryData:
        logo_v2.png: iVBORw0K
    `,
  ],
  invalid: [
    {
      name: 'a key with an exclamation mark',
      code: yaml`
        apiVersion: v1
        kind: ConfigMap
        metadata: {name: web-config, namespace: default}
        data:
          key!: x
      `,
      errors: [{ messageId: 'invalid', path: 'data[key!]', line: 5, column: 3, endLine: 5, endColumn: 7 }],
    },
    {
      name: 'a binaryData key of two dots',
      code: yaml`
        apiVersion: v1
        kind: ConfigMap
        metadata: {name: web-config, namespace: default}
        binaryData:
          "..": AAEC
      `,
      errors: [{ messageId: 'invalid', path: 'binaryData[..]', message: '`binaryData` has the key "..": must not be \'..\'.', line: 5, column: 3 }],
    },
  ],
});
