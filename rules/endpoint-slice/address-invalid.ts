import { createRule, dns1123Label, dns1123Subdomain, type PathSegment } from '@plumbline/engine';
import { arr, pathText } from '../_shared/helpers.js';
import { endpointIpProblems } from '../_shared/net.js';
import { eachEndpoint } from './_endpoints.js';

/** `IsFullyQualifiedDomainName`: a trailing dot is allowed, then a DNS subdomain of at least two labels. */
function fqdnProblems(value: string): string[] {
  if (value === '') return ['must not be empty'];
  const name = value.endsWith('.') ? value.slice(0, -1) : value;
  const problems = dns1123Subdomain(name);
  if (problems.length > 0) return problems;
  const labels = name.split('.');
  if (labels.length < 2) return ['must be a domain with at least two labels separated by dots'];
  for (const label of labels) {
    const p = dns1123Label(label);
    if (p.length > 0) return p.map((x) => `label "${label}" ${x}`);
  }
  return [];
}

export default createRule({
  id: 'endpoint-slice/address-invalid',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'error',
    messages: {
      invalidIp: '`{{path}}` is "{{value}}", which is not an {{family}} address.',
      wrongFamily: '`{{path}}` is "{{value}}", an {{found}} address in a slice with `addressType` {{family}}.',
      special: '`{{path}}` is "{{value}}", which is in {{range}}; such addresses cannot be endpoints.',
      leadingZeros: '`{{path}}` is "{{value}}": IPv4 octets must not have leading zeros (StrictIPCIDRValidation is on).',
      mapped: '`{{path}}` is "{{value}}": an IPv4-mapped IPv6 address is not allowed (StrictIPCIDRValidation is on).',
      fqdn: '`{{path}}` is "{{value}}": {{problem}} (FQDN slices hold fully qualified domain names).',
    },
    docs: {
      description: "Require EndpointSlice addresses of the slice's address type",
      spec: { doc: 'part1', section: 'EndpointSlice', field: 'addresses' },
      details:
        'For `addressType: IPv4` every address must be an IPv4 address, for `IPv6` an IPv6 address, and neither may be unspecified, ' +
        'loopback, link-local or link-local multicast (the same ranges as Endpoints). The v1.34 server parses leniently: an ' +
        'IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) counts as IPv4, so it passes in an IPv4 slice and fails in an IPv6 slice; ' +
        'leading zeros in IPv4 octets are read as decimal. With the alpha `StrictIPCIDRValidation` gate on, both forms are refused. ' +
        'For `FQDN` every address must be a fully qualified domain name (a DNS subdomain with at least two labels; one trailing dot ' +
        'allowed). Addresses of an unknown address type are not checked (the type itself is reported). Non-canonical IPs are accepted ' +
        'with a warning (`endpoint-slice/address-non-canonical`).',
    },
  },
  check(ctx) {
    const type = ctx.object.addressType;
    if (type !== 'IPv4' && type !== 'IPv6' && type !== 'FQDN') return;
    const strict = ctx.gate('StrictIPCIDRValidation');
    eachEndpoint(ctx, (endpoint, base) => {
      arr(endpoint.addresses).forEach((address, i) => {
        if (typeof address !== 'string') return;
        // The path and its text only once there is something to report: most addresses are fine.
        const path = (): PathSegment[] => [...base, 'addresses', i];
        if (type === 'FQDN') {
          for (const problem of fqdnProblems(address).slice(0, 1))
            ctx.report({ messageId: 'fqdn', path: path(), data: { path: pathText(path()), value: address, problem } });
          return;
        }
        // One parse serves both checks (endpointIpProblems parses the text the same way).
        const { ip, problems } = endpointIpProblems(address, strict);
        if (!ip) {
          ctx.report({ messageId: 'invalidIp', path: path(), data: { path: pathText(path()), value: address, family: type } });
          return;
        }
        if (problems.length === 0 && ip.family === type) return;
        const shown = pathText(path());
        const mapped = problems.some((p) => p.code === 'mapped');
        if (ip.family !== type && !mapped)
          ctx.report({ messageId: 'wrongFamily', path: path(), data: { path: shown, value: address, found: ip.family, family: type } });
        for (const problem of problems) {
          if (problem.code === 'special')
            ctx.report({ messageId: 'special', path: path(), data: { path: shown, value: address, range: problem.range } });
          else if (problem.code !== 'invalid') ctx.report({ messageId: problem.code, path: path(), data: { path: shown, value: address } });
        }
      });
    });
  },
});
