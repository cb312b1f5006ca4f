import rule from '../../../rules/secret/key-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Secret
      metadata: {name: web-credentials, namespace: default}
      data: {username: YWRtaW4=, .hidden_file-1: dg==}
      stringData: {password: s3cr3t}
    `,
  ],
  invalid: [
    {
      name: 'a data key of two dots',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: web-credentials, namespace: default}
        data:
          "..": dg==
      `,
      errors: [{ messageId: 'invalid', path: 'data[..]', line: 5, column: 3, endColumn: 7 }],
    },
    {
      name: 'a stringData key is checked as a data key',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: web-credentials, namespace: default}
        stringData:
          my key: value
      `,
      errors: [{ messageId: 'invalid', path: 'data[my key]', message: '`data` has the key "my key": must consist of letters, digits, \'-\', \'_\' or \'.\'.', line: 5, column: 3 }],
    },
  ],
});
