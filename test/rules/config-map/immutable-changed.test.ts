import rule from '../../../rules/config-map/immutable-changed.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: v1
  kind: ConfigMap
  metadata: {name: web-config, namespace: default}
  data: {APP_ENV: production}
  immutable: true
`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'labels change on an immutable ConfigMap',
      old: stored,
      code: yaml`
        apiVersion: v1
        kind: ConfigMap
        metadata: {name: web-config, namespace: default, labels: {rotated: "no"}}
        data: {APP_ENV: production}
        immutable: true
      `,
    },
    {
      name: 'a mutable ConfigMap changes and becomes immutable',
      old: yaml`
        apiVersion: v1
        kind: ConfigMap
        metadata: {name: web-config, namespace: default}
        data: {APP_ENV: production}
      `,
      code: stored.replace('production', 'qa'),
    },
  ],
  invalid: [
    {
      name: 'immutable set back to false',
      old: stored,
      code: yaml`
        apiVersion: v1
        kind: ConfigMap
        metadata: {name: web-config, namespace: default}
        data: {APP_ENV: production}
        immutable: false
      `,
      errors: [{ messageId: 'unset', path: 'immutable', line: 5, column: 12 }],
    },
    {
      name: 'data changed and binaryData added',
      old: stored,
      code: yaml`
        apiVersion: v1
        kind: ConfigMap
        metadata: {name: web-config, namespace: default}
        data: {APP_ENV: qa}
        binaryData: {logo.png: AAEC}
        immutable: true
      `,
      errors: [
        { messageId: 'changed', path: 'data', line: 4, column: 1 },
        { messageId: 'changed', path: 'binaryData', line: 5, column: 1 },
      ],
    },
  ],
});
