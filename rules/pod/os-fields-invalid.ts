import { createRule, type PathSegment } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { podSpecs, VALIDATED_POD_KINDS, type PodSpecAt } from '../_shared/pod-template.js';
import { containersOf, POD_SPEC_REFS } from './_containers.js';
import { problemMessages, problems, type Problems } from './_problems.js';

const OS_NAMES = ['linux', 'windows'];

/** Pod security context fields a Windows pod may not set (`validateWindows`), with the server's path under the spec. */
const WINDOWS_POD_FORBIDDEN: readonly [string, readonly string[]][] = [
  ['appArmorProfile', ['securityContext', 'appArmorProfile']],
  ['seLinuxOptions', ['securityContext', 'seLinuxOptions']],
  ['seccompProfile', ['securityContext', 'seccompProfile']],
  ['fsGroup', ['securityContext', 'fsGroup']],
  ['fsGroupChangePolicy', ['securityContext', 'fsGroupChangePolicy']],
  ['sysctls', ['securityContext', 'sysctls']],
  ['runAsUser', ['securityContext', 'runAsUser']],
  ['runAsGroup', ['securityContext', 'runAsGroup']],
  ['supplementalGroups', ['securityContext', 'supplementalGroups']],
  ['supplementalGroupsPolicy', ['securityContext', 'supplementalGroupsPolicy']],
  ['seLinuxChangePolicy', ['securityContext', 'seLinuxChangePolicy']],
];
const WINDOWS_CONTAINER_FORBIDDEN = [
  'appArmorProfile',
  'seLinuxOptions',
  'seccompProfile',
  'capabilities',
  'readOnlyRootFilesystem',
  'privileged',
  'allowPrivilegeEscalation',
  'procMount',
  'runAsUser',
  'runAsGroup',
];

const set = (v: unknown): boolean => v !== undefined && v !== null;

export default createRule({
  id: 'pod/os-fields-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'cross-field',
    severity: 'error',
    messages: problemMessages('invalid', 'required', 'forbidden', 'notSupported'),
    docs: {
      description: 'Enforce a valid `spec.os` and the fields each operating system allows, and consistent Windows hostProcess settings',
      spec: POD_SPEC_REFS,
      details:
        'As `validateOS`, `validateLinux`, `validateWindows` and `validateWindowsHostProcessPod` do (Kubernetes v1.34): ' +
        '`spec.os.name` is set and is linux or windows (an unknown name is reported at `spec.os`); a linux pod sets no ' +
        '`windowsOptions`; a windows pod sets none of the Linux-only pod fields (`hostUsers`, `hostPID`, `hostIPC`, ' +
        '`shareProcessNamespace`, and in `securityContext`: `appArmorProfile`, `seLinuxOptions`, `seccompProfile`, ' +
        '`fsGroup`, `fsGroupChangePolicy`, `sysctls`, `runAsUser`, `runAsGroup`, `supplementalGroups`, ' +
        "`supplementalGroupsPolicy`, `seLinuxChangePolicy`) nor, in a container's `securityContext`, `appArmorProfile`, " +
        '`seLinuxOptions`, `seccompProfile`, `capabilities`, `readOnlyRootFilesystem`, `privileged`, ' +
        "`allowPrivilegeEscalation`, `procMount`, `runAsUser`, `runAsGroup`. Whatever the OS, a container's " +
        "`windowsOptions.hostProcess` equals the pod's when both are set, and when any container is a hostProcess " +
        'container every container is one and `hostNetwork` is true. Whether hostProcess containers are allowed at all is ' +
        'cluster policy (`--allow-privileged`) and not checked.',
    },
  },
  check(ctx) {
    const p = problems(ctx);
    for (const pod of podSpecs(ctx)) {
      checkHostProcess(p, pod);
      const os = pod.spec.os;
      if (!isObject(os)) continue;
      const name = os.name;
      if (name === undefined || name === null || name === '') {
        p.required([...pod.path, 'os', 'name'], 'the operating system is linux or windows');
        continue;
      }
      if (typeof name !== 'string') continue;
      if (!OS_NAMES.includes(name)) {
        p.notSupported([...pod.path, 'os'], name, OS_NAMES);
        continue;
      }
      if (name === 'linux') checkLinux(p, pod);
      else checkWindows(p, pod);
    }
  },
});

function checkLinux(p: Problems, pod: PodSpecAt): void {
  const sc = pod.spec.securityContext;
  const detail = 'may not be set for a linux pod (`spec.os.name: linux`)';
  if (isObject(sc) && set(sc.windowsOptions)) p.forbidden([...pod.path, 'securityContext', 'windowsOptions'], detail);
  for (const c of containersOf(pod)) {
    const csc = c.container.securityContext;
    if (isObject(csc) && set(csc.windowsOptions)) p.forbidden([...c.path, 'securityContext', 'windowsOptions'], detail);
  }
}

function checkWindows(p: Problems, pod: PodSpecAt): void {
  const detail = 'may not be set for a windows pod (`spec.os.name: windows`)';
  const sc = isObject(pod.spec.securityContext) ? pod.spec.securityContext : {};
  for (const [field, at] of WINDOWS_POD_FORBIDDEN) {
    if (set(sc[field])) p.forbidden([...pod.path, ...at], detail);
  }
  // hostUsers, hostPID, hostIPC and shareProcessNamespace live on the spec in v1 (and in the security context inside the server).
  if (set(pod.spec.hostUsers)) p.forbidden([...pod.path, 'hostUsers'], detail);
  if (pod.spec.hostPID === true) p.forbidden([...pod.path, 'hostPID'], detail);
  if (pod.spec.hostIPC === true) p.forbidden([...pod.path, 'hostIPC'], detail);
  if (set(pod.spec.shareProcessNamespace)) p.forbidden([...pod.path, 'shareProcessNamespace'], detail);
  for (const c of containersOf(pod)) {
    const csc = c.container.securityContext;
    if (!isObject(csc)) continue;
    for (const field of WINDOWS_CONTAINER_FORBIDDEN) if (set(csc[field])) p.forbidden([...c.path, 'securityContext', field], detail);
  }
}

function hostProcessOf(sc: unknown): boolean | undefined {
  if (!isObject(sc) || !isObject(sc.windowsOptions)) return undefined;
  const v = sc.windowsOptions.hostProcess;
  return typeof v === 'boolean' ? v : undefined;
}

function checkHostProcess(p: Problems, pod: PodSpecAt): void {
  const podValue = hostProcessOf(pod.spec.securityContext);
  let count = 0;
  let hostProcess = 0;
  for (const c of containersOf(pod)) {
    count += 1;
    const own = hostProcessOf(c.container.securityContext);
    if (podValue !== undefined && own !== undefined && podValue !== own) {
      const at: PathSegment[] = [...c.path, 'securityContext', 'windowsOptions', 'hostProcess'];
      p.invalid(at, own, `the pod's \`hostProcess\` is ${String(podValue)}; both must be identical when both are set`);
    }
    if (own === true || (own === undefined && podValue === true)) hostProcess += 1;
  }
  if (hostProcess === 0) return;
  if (hostProcess !== count) {
    p.invalid(pod.path, `${hostProcess} of ${count} containers`, 'when a pod has a hostProcess container, every container must be one');
  }
  if (pod.spec.hostNetwork !== true) p.invalid([...pod.path, 'hostNetwork'], false, 'must be true when the pod has hostProcess containers');
}
