import rule from '../../../rules/volume/mode-out-of-range.js';
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
                defaultMode: 0644
                items:
                  - key: app.conf
                    path: app.conf
                    mode: 0400
      `,
    },
  ],
  invalid: [
    {
      name: "negative defaultMode",
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
                defaultMode: -1
      `,
      errors: [
        { messageId: 'modeOutOfRange', path: "spec.volumes[0].configMap.defaultMode", line: 13, column: 22, endLine: 13, endColumn: 24 },
      ],
    },
    {
      name: "projected item mode 01000",
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
                  - secret:
                      name: tls
                      items:
                        - key: tls.crt
                          path: tls.crt
                          mode: 512
      `,
      errors: [
        { messageId: 'modeOutOfRange', path: "spec.volumes[0].projected.sources[0].secret.items[0].mode", line: 18, column: 25, endLine: 18, endColumn: 28 },
      ],
    },
  ],
});
