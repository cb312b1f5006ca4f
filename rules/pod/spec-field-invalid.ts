import { createRule, dns1123Label, dns1123Subdomain, labelValue, qualifiedName, type PathSegment } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { podSpecs, podSpecOf, POD_KINDS } from '../_shared/pod-template.js';
import { POD_SPEC_REFS } from './_containers.js';
import { problemMessages, problems } from './_problems.js';
import { legacyIpProblem } from './dns-config-invalid.js';

const PREEMPTION_POLICIES = ['PreemptLowerPriority', 'Never'];
const MAX_INT32 = 2147483647;
/** Owners whose pod templates may not set `activeDeadlineSeconds`, with the name the server's message uses. */
const NO_DEADLINE: Readonly<Record<string, string>> = {
  ReplicationController: 'ReplicationController',
  ReplicaSet: 'ReplicaSet',
  Deployment: 'ReplicaSet',
  DaemonSet: 'DaemonSet',
  StatefulSet: 'StatefulSet',
};

export default createRule({
  id: 'pod/spec-field-invalid',
  meta: {
    kinds: [...POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: problemMessages('invalid', 'required', 'forbidden', 'notSupported', 'duplicate'),
    docs: {
      description:
        'Enforce valid pod spec names and settings: deadlines, host aliases, node selector, scheduling and readiness gates, preemption',
      spec: POD_SPEC_REFS,
      details:
        'As `ValidatePodSpec` and its callers do (Kubernetes v1.34): `activeDeadlineSeconds` is 1 to 2147483647, and ' +
        'ReplicationController, ReplicaSet, Deployment, DaemonSet and StatefulSet templates may not set it at all ' +
        '(`ValidatePodTemplateSpecForRC`, `ValidatePodTemplateSpecForReplicaSet`, `ValidateDaemonSetSpec`, ' +
        '`ValidateStatefulSetSpec`); `hostname` and `subdomain` are DNS labels; `serviceAccountName`, `nodeName`, ' +
        '`priorityClassName` and `runtimeClassName` are DNS subdomains; `nodeSelector` keys are label keys and its values ' +
        'label values (`ValidateLabels`, reported at `nodeSelector`); each `hostAliases` entry has an IP address ' +
        '(`IsValidIPForLegacyField`) and DNS-subdomain hostnames (`ValidateHostAliases`); `schedulingGates` names are ' +
        'qualified names without repeats (`validateSchedulingGates`, reported at the entry); `readinessGates` condition ' +
        'types are qualified names; `preemptionPolicy` is PreemptLowerPriority or Never. A Pod is created without ' +
        '`nodeName` while it has scheduling gates (`ValidatePodCreate`). StatefulSet templates get only the ' +
        '`activeDeadlineSeconds` check: the server does not validate their pod spec.',
    },
  },
  check(ctx) {
    const p = problems(ctx);
    const kind = ctx.definition.kind;
    const owner = NO_DEADLINE[kind];
    // StatefulSet templates are not validated as pod specs; only the owner's deadline rule applies to them.
    const specs = kind === 'StatefulSet' ? podSpecOf(ctx.object, kind) : podSpecs(ctx);
    for (const pod of specs) {
      const spec = pod.spec;
      const at = (...rest: PathSegment[]): PathSegment[] => [...pod.path, ...rest];
      const ads = spec.activeDeadlineSeconds;
      if (owner && ads !== undefined && ads !== null)
        p.forbidden(at('activeDeadlineSeconds'), `may not be set: activeDeadlineSeconds in ${owner} is not supported`);
      if (kind === 'StatefulSet') continue;
      if (typeof ads === 'number' && (ads < 1 || ads > MAX_INT32))
        p.invalid(at('activeDeadlineSeconds'), ads, `must be between 1 and ${MAX_INT32}, inclusive`);
      for (const field of ['hostname', 'subdomain'] as const) {
        const v = spec[field];
        if (typeof v === 'string' && v !== '') for (const d of dns1123Label(v)) p.invalid(at(field), v, d);
      }
      for (const field of ['serviceAccountName', 'nodeName', 'priorityClassName'] as const) {
        const v = spec[field];
        if (typeof v === 'string' && v !== '') for (const d of dns1123Subdomain(v)) p.invalid(at(field), v, d);
      }
      // runtimeClassName is checked whenever it is set, even when empty.
      if (typeof spec.runtimeClassName === 'string')
        for (const d of dns1123Subdomain(spec.runtimeClassName)) p.invalid(at('runtimeClassName'), spec.runtimeClassName, d);
      if (isObject(spec.nodeSelector)) {
        for (const [k, v] of Object.entries(spec.nodeSelector)) {
          const keyAt = at('nodeSelector', { key: k });
          for (const d of qualifiedName(k)) p.invalid(at('nodeSelector'), k, `key: ${d}`, keyAt);
          if (typeof v === 'string') for (const d of labelValue(v)) p.invalid(at('nodeSelector'), v, `value of ${k}: ${d}`, keyAt);
        }
      }
      arr(spec.hostAliases).forEach((alias, i) => {
        if (!isObject(alias)) return;
        const ip = typeof alias.ip === 'string' ? alias.ip : '';
        const problem = legacyIpProblem(ip, ctx.gate('StrictIPCIDRValidation'));
        if (problem) p.invalid(at('hostAliases', i, 'ip'), ip, problem);
        arr(alias.hostnames).forEach((h, j) => {
          if (typeof h === 'string') for (const d of dns1123Subdomain(h)) p.invalid(at('hostAliases', i, 'hostnames', j), h, d);
        });
      });
      const gates = new Set<string>();
      arr(spec.schedulingGates).forEach((g, i) => {
        if (!isObject(g)) return;
        const name = typeof g.name === 'string' ? g.name : '';
        for (const d of qualifiedName(name)) p.invalid(at('schedulingGates', i), name, d, at('schedulingGates', i, 'name'));
        if (gates.has(name))
          p.duplicate(at('schedulingGates', i), name, 'an earlier scheduling gate has the same name', at('schedulingGates', i, 'name'));
        gates.add(name);
      });
      arr(spec.readinessGates).forEach((g, i) => {
        if (!isObject(g) || typeof g.conditionType !== 'string') return;
        for (const d of qualifiedName(g.conditionType)) p.invalid(at('readinessGates', i, 'conditionType'), g.conditionType, d);
      });
      const preemption = spec.preemptionPolicy;
      if (preemption === '') p.required(at('preemptionPolicy'), 'it is PreemptLowerPriority or Never');
      else if (typeof preemption === 'string' && !PREEMPTION_POLICIES.includes(preemption)) {
        p.notSupported(at('preemptionPolicy'), preemption, PREEMPTION_POLICIES);
      }
      if (kind === 'Pod' && ctx.operation === 'CREATE' && typeof spec.nodeName === 'string' && spec.nodeName !== '' && gates.size > 0) {
        p.forbidden(at('nodeName'), 'may not be set until all `schedulingGates` have been cleared');
      }
    }
  },
});
