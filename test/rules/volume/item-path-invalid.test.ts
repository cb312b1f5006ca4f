import rule from '../../../rules/volume/item-path-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "valid #0",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: config
              configMap:
                name: web-config
                items:
                  - key: app.conf
                    path: conf/app.conf
      `,
    },
  ],
  invalid: [
    {
      name: "absolute secret item path",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: tls
              secret:
                secretName: web-tls
                items:
                  - key: tls.crt
                    path: /tls.crt
      `,
      errors: [
        { messageId: 'pathAbsolute', path: "spec.volumes[0].secret.items[0].path", line: 15, column: 19, endLine: 15, endColumn: 27 },
      ],
    },
    {
      name: "missing key",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: config
              configMap:
                name: web-config
                items:
                  - path: app.conf
      `,
      errors: [
        { messageId: 'keyRequired', path: "spec.volumes[0].configMap.items[0].key", line: 14, column: 13, endLine: 14, endColumn: 27 },
      ],
    },
    {
      name: "duplicate projected paths",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: bundle
              projected:
                sources:
                  - configMap:
                      name: a
                      items: [{key: x, path: conf}]
                  - secret:
                      name: b
                      items: [{key: y, path: conf}]
      `,
      errors: [
        { messageId: 'duplicatePath', path: "spec.volumes[0].projected", line: 11, column: 7, endLine: 11, endColumn: 16 },
      ],
    },
    {
      name: "an item without a path",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              configMap:
                name: settings
                items:
                  - key: app.conf
                    path: ""
      `,
      errors: [
        { messageId: 'pathRequired', path: "spec.volumes[0].configMap.items[0].path", line: 15, column: 19, endLine: 15, endColumn: 21 },
      ],
    },
    {
      name: "an item path with a .. element",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              configMap:
                name: settings
                items:
                  - key: app.conf
                    path: a/../b
      `,
      errors: [
        { messageId: 'pathBackstep', path: "spec.volumes[0].configMap.items[0].path", line: 15, column: 19, endLine: 15, endColumn: 25 },
      ],
    },
    {
      name: "an item path starting with ..",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              configMap:
                name: settings
                items:
                  - key: app.conf
                    path: ..data
      `,
      errors: [
        { messageId: 'pathDotDotPrefix', path: "spec.volumes[0].configMap.items[0].path", line: 15, column: 19, endLine: 15, endColumn: 25 },
      ],
    },
  ],
});
