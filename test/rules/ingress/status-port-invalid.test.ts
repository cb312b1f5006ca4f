import rule from '../../../rules/ingress/status-port-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingress } from './_ing.js';

const spec = 'defaultBackend: {service: {name: web, port: {number: 80}}}';
const withPorts = (ports: string) => `${ingress(spec)}status:\n  loadBalancer:\n    ingress:\n      - ip: 203.0.113.7\n        ports: ${ports}\n`;

ruleTester.run(rule, {
  valid: [{ name: 'complete port status', code: withPorts('[{port: 443, protocol: TCP, error: example.com/Pending}]'), old: ingress(spec), subresource: 'status' }],
  invalid: [
    {
      name: 'missing port and protocol',
      code: withPorts('[{error: x}]'),
      old: ingress(spec),
      subresource: 'status',
      errors: [
        { messageId: 'portRequired', path: 'status.loadBalancer.ingress[0].ports[0].port', line: 12, column: 17, severity: 'warning' },
        { messageId: 'protocolRequired', path: 'status.loadBalancer.ingress[0].ports[0].protocol', line: 12, column: 17 },
        { messageId: 'error', path: 'status.loadBalancer.ingress[0].ports[0].error', line: 12, column: 25 },
      ],
    },
    { name: 'lower-case protocol', code: withPorts('[{port: 443, protocol: tcp}]'), old: ingress(spec), subresource: 'status', errors: [{ messageId: 'protocol', path: 'status.loadBalancer.ingress[0].ports[0].protocol', line: 12, column: 39 }] },
  ],
});
