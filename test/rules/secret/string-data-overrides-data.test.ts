import rule from '../../../rules/secret/string-data-overrides-data.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Secret
      metadata: {name: web-credentials, namespace: default}
      data: {username: YWRtaW4=}
      stringData: {password: s3cr3t}
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: web-credentials, namespace: default}
        data: {password: b2xk}
        stringData:
          password: new
      `,
      errors: [{ messageId: 'overwritten', path: 'stringData[password]', severity: 'info', line: 6, column: 3, endColumn: 11 }],
    },
  ],
});
