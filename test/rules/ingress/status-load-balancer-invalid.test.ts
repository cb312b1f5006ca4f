import rule from '../../../rules/ingress/status-load-balancer-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingress } from './_ing.js';

const spec = 'defaultBackend: {service: {name: web, port: {number: 80}}}';
const withStatus = (entry: string) => `${ingress(spec)}status:\n  loadBalancer:\n    ingress: [${entry}]\n`;

ruleTester.run(rule, {
  valid: [
    { name: 'valid status update', code: withStatus('{ip: 203.0.113.7, hostname: lb.example.com}'), old: ingress(spec), subresource: 'status' },
    { name: 'status ignored on create', code: withStatus('{hostname: LB_example.com}') },
  ],
  invalid: [
    { name: 'bad hostname', code: withStatus('{hostname: LB_example.com}'), old: ingress(spec), subresource: 'status', errors: [{ messageId: 'hostname', path: 'status.loadBalancer.ingress[0].hostname', line: 10, column: 26 }] },
    { name: 'IP as hostname', code: withStatus('{hostname: 203.0.113.7}'), old: ingress(spec), subresource: 'status', errors: [{ messageId: 'hostnameIp', path: 'status.loadBalancer.ingress[0].hostname', line: 10, column: 26 }] },
    { name: 'bad ip', code: withStatus('{ip: 300.1.1.1}'), old: ingress(spec), subresource: 'status', errors: [{ messageId: 'ip', path: 'status.loadBalancer.ingress[0].ip', line: 10, column: 20 }] },
    {
      name: 'leading zeros under the strict gate',
      code: withStatus('{ip: 203.0.113.07}'),
      old: ingress(spec),
      subresource: 'status',
      featureGates: { StrictIPCIDRValidation: true },
      errors: [{ messageId: 'ipStrict', path: 'status.loadBalancer.ingress[0].ip', line: 10, column: 20 }],
    },
  ],
});
