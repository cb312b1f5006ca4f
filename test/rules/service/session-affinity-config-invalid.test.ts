import rule from '../../../rules/service/session-affinity-config-invalid.js';
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
          clientIP: {}
        ports: [{port: 80}]
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          sessionAffinity: ClientIP
          sessionAffinityConfig:
            clientIP:
              timeoutSeconds: 86401
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'timeout', path: 'spec.sessionAffinityConfig.clientIP.timeoutSeconds', line: 9, column: 23, endColumn: 28 }],
    },
    {
      name: 'config without ClientIP affinity',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          sessionAffinityConfig:
            clientIP:
              timeoutSeconds: 600
          ports: [{port: 80}]
      `,
      errors: [{ messageId: 'withNone', path: 'spec.sessionAffinityConfig', line: 6, column: 3 }],
    },
  ],
});
