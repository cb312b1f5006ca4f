import assert from 'node:assert/strict';
import { lintText } from '@plumbline/core';
import rule from '../../../rules/pod/container-port-protocol-unsupported.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const lowercase = yaml`
  apiVersion: apps/v1
  kind: Deployment
  metadata:
    name: web
  spec:
    selector:
      matchLabels: {app: web}
    template:
      metadata:
        labels: {app: web}
      spec:
        containers:
          - name: web
            image: nginx
            ports:
              - containerPort: 53
                protocol: udp
`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'TCP, UDP, SCTP and the default',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx
              ports:
                - containerPort: 80
                - containerPort: 53
                  protocol: UDP
                - containerPort: 9
                  protocol: SCTP
                - containerPort: 443
                  protocol: TCP
      `,
    },
  ],
  invalid: [
    {
      name: 'lower case in a Deployment template',
      code: lowercase,
      errors: [
        {
          messageId: 'wrongCase',
          path: 'spec.template.spec.containers[0].ports[0].protocol',
          message:
            '`spec.template.spec.containers[0].ports[0].protocol` is "udp"; protocols are upper case: use "UDP" (one of "SCTP", ' +
            '"TCP", "UDP").',
          line: 17,
          column: 25,
          endLine: 17,
          endColumn: 28,
        },
      ],
    },
    {
      name: 'HTTP is not a transport protocol',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx
              ports:
                - containerPort: 80
                  protocol: HTTP
      `,
      errors: [
        { messageId: 'unsupported', path: 'spec.containers[0].ports[0].protocol', line: 11, column: 21, endLine: 11, endColumn: 25 },
      ],
    },
  ],
});

describe('pod/container-port-protocol-unsupported quick fix', () => {
  it('offers the upper-case protocol for a lower-case one, and none for an unknown protocol', () => {
    const [finding] = lintText(lowercase, { uri: 'test.yaml' }).diagnostics.filter((d) => d.ruleId === rule.id);
    assert.ok(finding, 'the rule reports the lower-case protocol');
    assert.deepEqual(finding.fix, {
      description: 'Use UDP',
      path: ['spec', 'template', 'spec', 'containers', 0, 'ports', 0, 'protocol'],
      action: 'set',
      value: 'UDP',
    });
  });
});
