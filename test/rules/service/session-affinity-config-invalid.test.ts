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
    {
      name: 'config with None affinity: the defaults drop it before validation (SetDefaults_Service)',
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
    },
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
  ],
});
