import { createRule, parseIp } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { isMapped } from '../_shared/net.js';
import { podSpecs, VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { POD_SPEC_REFS } from './_containers.js';
import { problemMessages, problems } from './_problems.js';

const DNS_POLICIES = ['ClusterFirstWithHostNet', 'ClusterFirst', 'Default', 'None'];
const MAX_NAMESERVERS = 3;
const MAX_SEARCHES = 32;
const MAX_SEARCH_CHARS = 2048;
const LABEL_US = '[a-z0-9_]([-a-z0-9_]*[a-z0-9_])?';
/** `IsDNS1123SubdomainWithUnderscore`. */
const SUBDOMAIN_US = new RegExp(`^${LABEL_US}(\\.${LABEL_US})*$`);
const LABEL = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const SUBDOMAIN = new RegExp(`^${LABEL}(\\.${LABEL})*$`);

/** `IsValidIPForLegacyField`: what the server's IP parser reads, stricter with `StrictIPCIDRValidation`. */
export function legacyIpProblem(text: string, strict: boolean): string | undefined {
  const ip = parseIp(text);
  if (!ip) return 'must be a valid IP address (e.g. 10.9.8.7 or 2001:db8::ffff)';
  if (strict && ip.leadingZeros) return 'must not have leading 0s in octets';
  if (strict && isMapped(ip)) return 'must not be an IPv4-mapped IPv6 address';
  return undefined;
}

export default createRule({
  id: 'pod/dns-config-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'cross-field',
    severity: 'error',
    messages: problemMessages('invalid', 'required', 'notSupported'),
    docs: {
      description: 'Enforce a valid `dnsPolicy` and `dnsConfig` within the resolver limits',
      spec: POD_SPEC_REFS,
      details:
        'As `validateDNSPolicy` and `validatePodDNSConfig` do (Kubernetes v1.34): `dnsPolicy` is ClusterFirst (the default ' +
        'when unset), ClusterFirstWithHostNet, Default or None; with None, `dnsConfig` and at least one nameserver are ' +
        'required; at most 3 `nameservers`, each an IP address (`IsValidIPForLegacyField`, stricter with ' +
        '`StrictIPCIDRValidation`); at most 32 `searches`, at most 2048 characters joined with spaces, each a DNS ' +
        'subdomain after a trailing dot is removed — with `RelaxedDNSSearchValidation` (on by default) underscores are ' +
        'allowed and a single `.` is accepted; each `options` entry has a name.',
    },
  },
  check(ctx) {
    const p = problems(ctx);
    const strictIp = ctx.gate('StrictIPCIDRValidation');
    const relaxed = ctx.gate('RelaxedDNSSearchValidation');
    for (const pod of podSpecs(ctx)) {
      const policy = pod.spec.dnsPolicy;
      // "" and unset are defaulted to ClusterFirst (SetDefaults_PodSpec).
      if (typeof policy === 'string' && policy !== '' && !DNS_POLICIES.includes(policy)) {
        p.notSupported([...pod.path, 'dnsPolicy'], policy, DNS_POLICIES);
      }
      const config = pod.spec.dnsConfig;
      const at = [...pod.path, 'dnsConfig'];
      if (policy === 'None') {
        if (!isObject(config)) {
          p.required(at, '`dnsPolicy: None` needs a `dnsConfig`', [...pod.path, 'dnsPolicy']);
          continue;
        }
        if (arr(config.nameservers).length === 0) {
          p.required([...at, 'nameservers'], '`dnsPolicy: None` needs at least one nameserver');
          continue;
        }
      }
      if (!isObject(config)) continue;
      const nameservers = arr(config.nameservers);
      if (nameservers.length > MAX_NAMESERVERS) {
        p.invalid([...at, 'nameservers'], `${nameservers.length} nameservers`, `at most ${MAX_NAMESERVERS} are allowed`);
      }
      nameservers.forEach((ns, i) => {
        if (typeof ns !== 'string') return;
        const problem = legacyIpProblem(ns, strictIp);
        if (problem) p.invalid([...at, 'nameservers', i], ns, problem);
      });
      const searches = arr(config.searches).filter((s): s is string => typeof s === 'string');
      if (searches.length > MAX_SEARCHES) {
        p.invalid([...at, 'searches'], `${searches.length} search paths`, `at most ${MAX_SEARCHES} are allowed`);
      }
      const chars = searches.join(' ').length;
      if (chars > MAX_SEARCH_CHARS) {
        p.invalid(
          [...at, 'searches'],
          `${chars} characters`,
          `the search list may have at most ${MAX_SEARCH_CHARS} characters, spaces included`,
        );
      }
      arr(config.searches).forEach((search, i) => {
        if (typeof search !== 'string' || (relaxed && search === '.')) return;
        const name = search.endsWith('.') ? search.slice(0, -1) : search;
        const ok = name.length <= 253 && (relaxed ? SUBDOMAIN_US : SUBDOMAIN).test(name);
        if (!ok) {
          const chars = relaxed ? "lower-case letters, digits, '-', '_' and '.'" : "lower-case letters, digits, '-' and '.'";
          const ends = relaxed ? "a letter, digit or '_'" : 'a letter or digit';
          p.invalid(
            [...at, 'searches', i],
            search,
            `must be a DNS subdomain of at most 253 characters (${chars}, each part starting and ending with ${ends})`,
          );
        }
      });
      arr(config.options).forEach((option, i) => {
        if (isObject(option) && (option.name === undefined || option.name === null || option.name === '')) {
          p.required([...at, 'options', i], 'a DNS option needs a name');
        }
      });
    }
  },
});
