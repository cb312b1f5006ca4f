import { createRule, type JsonObject, type PathSegment, type RuleContext } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { podSpecOf, podSpecs, VALIDATED_POD_KINDS, type PodSpecAt } from '../_shared/pod-template.js';
import { containersOf, POD_SPEC_REFS } from './_containers.js';
import { problemMessages, problems, type Problems } from './_problems.js';
import { checkAppArmorProfile, checkId, checkSeccompProfile, checkWindowsOptions, securityContextOf } from './_security.js';

const FS_GROUP_CHANGE_POLICIES = ['Always', 'OnRootMismatch'];
const SUPPLEMENTAL_GROUPS_POLICIES = ['Merge', 'Strict'];
const SELINUX_CHANGE_POLICIES = ['MountOption', 'Recursive'];
const PROC_MOUNT_TYPES = ['Default', 'Unmasked'];

export default createRule({
  id: 'pod/security-context-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: problemMessages('invalid', 'required', 'forbidden', 'notSupported'),
    docs: {
      description: 'Enforce valid pod and container security contexts as the API server checks them',
      spec: POD_SPEC_REFS,
      details:
        'As `validatePodSpecSecurityContext`, `ValidateSecurityContext` (for every container, init and ephemeral ones ' +
        'included) and `validateHostUsers` do (Kubernetes v1.34, default feature gates): `runAsUser`, `runAsGroup`, ' +
        '`fsGroup` and each `supplementalGroups` entry are between 0 and 2147483647; `shareProcessNamespace` and ' +
        '`hostPID` are not both true (the server names the field `spec.securityContext.shareProcessNamespace`); ' +
        '`fsGroupChangePolicy` is Always or OnRootMismatch; `supplementalGroupsPolicy` is Merge or Strict; ' +
        '`seLinuxChangePolicy` is Recursive (MountOption only with the `SELinuxMount` gate, off by default, or when the ' +
        'stored object already sets a policy); `seccompProfile.type` is set and one of Localhost, RuntimeDefault, ' +
        'Unconfined, `localhostProfile` is set (a relative path without `..`) exactly for Localhost (`validateSeccompProfileField`); ' +
        '`appArmorProfile` likewise, its Localhost profile not empty, not padded with whitespace and at most 4095 ' +
        'characters (`ValidateAppArmorProfileField`); `windowsOptions` names (`validateWindowsSecurityContextOptions`); a ' +
        "container's `procMount` is Default or Unmasked, and Unmasked only with `hostUsers: false` (the `ProcMountType` " +
        'gate is on in v1.34); `allowPrivilegeEscalation: false` is refused together with `privileged: true` or with ' +
        "`CAP_SYS_ADMIN` in `capabilities.add` (reported at the container's `securityContext`, as the server does); with " +
        '`hostUsers: false`, `hostNetwork`, `hostPID`, `hostIPC` and container `volumeDevices` are forbidden. Whether ' +
        '`privileged` is allowed is cluster policy (`--allow-privileged`) and not checked.',
    },
  },
  check(ctx) {
    const p = problems(ctx);
    for (const pod of podSpecs(ctx)) {
      checkPodContext(ctx, p, pod);
      checkHostUsers(p, pod);
      const hostUsers = pod.spec.hostUsers !== false;
      for (const c of containersOf(pod)) {
        const sc = securityContextOf(c.container);
        if (sc) checkContainerContext(p, sc, [...c.path, 'securityContext'], hostUsers);
      }
    }
  },
});

function checkPodContext(ctx: RuleContext, p: Problems, pod: PodSpecAt): void {
  const sc = pod.spec.securityContext;
  if (!isObject(sc)) return;
  const path = [...pod.path, 'securityContext'];
  for (const f of ['fsGroup', 'runAsUser', 'runAsGroup'] as const) checkId(p, sc[f], [...path, f]);
  arr(sc.supplementalGroups).forEach((g, i) => checkId(p, g, [...path, 'supplementalGroups', i]));
  if (pod.spec.shareProcessNamespace === true && pod.spec.hostPID === true) {
    const at = [...pod.path, 'shareProcessNamespace'];
    p.invalid([...path, 'shareProcessNamespace'], true, '`shareProcessNamespace` and `hostPID` cannot both be enabled', at);
  }
  enumOf(p, sc.fsGroupChangePolicy, [...path, 'fsGroupChangePolicy'], FS_GROUP_CHANGE_POLICIES);
  checkSeccompProfile(p, sc.seccompProfile, [...path, 'seccompProfile']);
  checkWindowsOptions(p, sc.windowsOptions, [...path, 'windowsOptions']);
  checkAppArmorProfile(p, sc.appArmorProfile, [...path, 'appArmorProfile']);
  enumOf(p, sc.supplementalGroupsPolicy, [...path, 'supplementalGroupsPolicy'], SUPPLEMENTAL_GROUPS_POLICIES);
  // Without SELinuxMount only Recursive is accepted, unless the stored object already used a policy.
  const allowAll = ctx.gate('SELinuxMount') || storedSELinuxPolicyInUse(ctx);
  enumOf(p, sc.seLinuxChangePolicy, [...path, 'seLinuxChangePolicy'], allowAll ? SELINUX_CHANGE_POLICIES : ['Recursive']);
}

function storedSELinuxPolicyInUse(ctx: RuleContext): boolean {
  if (!ctx.oldObject) return false;
  for (const pod of podSpecOf(ctx.oldObject, ctx.definition.kind)) {
    if (isObject(pod.spec.securityContext) && typeof pod.spec.securityContext.seLinuxChangePolicy === 'string') return true;
  }
  return false;
}

function enumOf(p: Problems, value: unknown, path: PathSegment[], allowed: readonly string[]): void {
  if (typeof value === 'string' && !allowed.includes(value)) p.notSupported(path, value, allowed);
}

function checkHostUsers(p: Problems, pod: PodSpecAt): void {
  if (pod.spec.hostUsers !== false) return;
  // The server's paths: `hostNetwork`, then `HostPID` and `HostIPC` as written in its code.
  const fields: [string, string][] = [
    ['hostNetwork', 'hostNetwork'],
    ['hostPID', 'HostPID'],
    ['hostIPC', 'HostIPC'],
  ];
  for (const [field, serverName] of fields) {
    if (pod.spec[field] === true) {
      p.forbidden([...pod.path, serverName], `may not be true when \`hostUsers\` is false (\`${field}\`)`, [...pod.path, field]);
    }
  }
  for (const c of containersOf(pod)) {
    if (arr(c.container.volumeDevices).length > 0) p.forbidden([...c.path, 'volumeDevices'], 'may not be set when `hostUsers` is false');
  }
}

function checkContainerContext(p: Problems, sc: JsonObject, path: PathSegment[], hostUsers: boolean): void {
  checkId(p, sc.runAsUser, [...path, 'runAsUser']);
  checkId(p, sc.runAsGroup, [...path, 'runAsGroup']);
  const procMount = sc.procMount;
  if (typeof procMount === 'string') {
    enumOf(p, procMount, [...path, 'procMount'], PROC_MOUNT_TYPES);
    if (hostUsers && procMount === 'Unmasked') p.invalid([...path, 'procMount'], procMount, '`hostUsers` must be false to use Unmasked');
  }
  checkSeccompProfile(p, sc.seccompProfile, [...path, 'seccompProfile']);
  if (sc.allowPrivilegeEscalation === false) {
    const at = [...path, 'allowPrivilegeEscalation'];
    if (sc.privileged === true) p.invalid(path, 'allowPrivilegeEscalation: false', '`privileged: true` needs privilege escalation', at);
    const add = isObject(sc.capabilities) ? arr(sc.capabilities.add) : [];
    if (add.includes('CAP_SYS_ADMIN')) {
      p.invalid(path, 'allowPrivilegeEscalation: false', '`capabilities.add` CAP_SYS_ADMIN needs privilege escalation', at);
    }
  }
  checkWindowsOptions(p, sc.windowsOptions, [...path, 'windowsOptions']);
  checkAppArmorProfile(p, sc.appArmorProfile, [...path, 'appArmorProfile']);
}
