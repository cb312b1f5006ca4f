import { createRule, dns1123Subdomain } from '@plumbline/engine';
import { arr, isObject, obj, pathText } from '../_shared/helpers.js';
import { endpointIpProblems, isIpLike } from '../_shared/net.js';

export default createRule({
  id: 'ingress/status-load-balancer-invalid',
  meta: {
    kinds: ['Ingress'],
    type: 'field',
    severity: 'error',
    subresource: 'status',
    messages: {
      ip: '`{{path}}` is "{{value}}", which is not an IP address.',
      ipStrict: '`{{path}}` is "{{value}}": {{problem}} (StrictIPCIDRValidation is on).',
      hostname: '`{{path}}` is "{{value}}": {{problem}}.',
      hostnameIp: '`{{path}}` is "{{value}}", an IP address; put IPs in `ip`.',
    },
    docs: {
      description: 'Enforce the ip and hostname formats of Ingress load-balancer status',
      spec: { doc: 'part1', section: 'Ingress', field: 'status' },
      details:
        'On updates of the `status` subresource the server checks each `status.loadBalancer.ingress[]` entry: a non-empty `ip` must be ' +
        'an IP address (leniently parsed; with the alpha `StrictIPCIDRValidation` gate on, leading zeros and IPv4-mapped IPv6 ' +
        'addresses are refused), a non-empty `hostname` must be a DNS subdomain and not an IP. The server ignores `status` on create ' +
        'and on updates of the main resource. The `ports[]` entries are not checked by the server; see `ingress/status-port-invalid`.',
    },
  },
  check(ctx) {
    const strict = ctx.gate('StrictIPCIDRValidation');
    arr(obj(obj(obj(ctx.object.status).loadBalancer)).ingress).forEach((entry, i) => {
      if (!isObject(entry)) return;
      const base = ['status', 'loadBalancer', 'ingress', i];
      if (typeof entry.ip === 'string' && entry.ip !== '') {
        const path = [...base, 'ip'];
        const problems = endpointIpProblems(entry.ip, strict).problems;
        if (problems.some((p) => p.code === 'invalid'))
          ctx.report({ messageId: 'ip', path, data: { path: pathText(path), value: entry.ip } });
        else if (problems.some((p) => p.code === 'leadingZeros'))
          ctx.report({
            messageId: 'ipStrict',
            path,
            data: { path: pathText(path), value: entry.ip, problem: 'IPv4 octets must not have leading zeros' },
          });
        else if (problems.some((p) => p.code === 'mapped'))
          ctx.report({
            messageId: 'ipStrict',
            path,
            data: { path: pathText(path), value: entry.ip, problem: 'an IPv4-mapped IPv6 address ' + 'is not allowed' },
          });
      }
      if (typeof entry.hostname === 'string' && entry.hostname !== '') {
        const path = [...base, 'hostname'];
        for (const problem of dns1123Subdomain(entry.hostname))
          ctx.report({ messageId: 'hostname', path, data: { path: pathText(path), value: entry.hostname, problem } });
        if (isIpLike(entry.hostname)) ctx.report({ messageId: 'hostnameIp', path, data: { path: pathText(path), value: entry.hostname } });
      }
    });
  },
});
