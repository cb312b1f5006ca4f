import rule from '../../../rules/config-map/non-utf8-data-value.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: ConfigMap
      metadata: {name: web-config, namespace: default}
      data:
        greeting: "grüße 👋"
    `,
  ],
  invalid: [
    {
      name: 'a lone surrogate escape',
      code: yaml`
        apiVersion: v1
        kind: ConfigMap
        metadata: {name: web-config, namespace: default}
        data:
          blob: "abc\udcff"
      `,
      errors: [{ messageId: 'notText', path: 'data[blob]', severity: 'warning', line: 5, column: 9 }],
    },
  ],
});
