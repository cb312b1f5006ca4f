import rule from '../../../rules/service/session-affinity-config-ignored.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata:
        name: web
      spec:
        sessionAffinity: ClientIP
        sessionAffinityConfig:
          clientIP:
            timeoutSeconds: 600
        ports: [{port: 80}]
    `,
  ],
  invalid: [
    {
      name: 'None affinity with a config',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          sessionAffinity: None
          sessionAffinityConfig:
            clientIP:
              timeoutSeconds: 600
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'dropped', path: 'spec.sessionAffinityConfig', line: 7, column: 3, endLine: 7, endColumn: 24 }],
    },
    {
      name: 'affinity unset (None by default) with an empty config',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          sessionAffinityConfig: {}
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'dropped', path: 'spec.sessionAffinityConfig', line: 6, column: 3, endLine: 6, endColumn: 24 }],
    },
  ],
});
