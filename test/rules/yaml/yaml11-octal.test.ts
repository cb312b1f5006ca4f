import rule from '../../../rules/yaml/yaml11-octal.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [yaml`
    apiVersion: v1
    kind: Service
    metadata: {name: web}
    spec:
      type: NodePort
      ports: [{port: 80, nodePort: 30080}]
  `],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata: {name: web}
        spec:
          type: NodePort
          ports: [{port: 80, nodePort: 070000}]
      `,
      errors: [{ messageId: 'yaml11Octal', path: 'spec.ports[0].nodePort', line: 6, column: 32, message: "`spec.ports[0].nodePort` is 070000, an octal number (28672) to kubectl's YAML 1.1 reader but the decimal 70000 to YAML 1.2 tools; write 28672 to be unambiguous." }],
    },
  ],
});
