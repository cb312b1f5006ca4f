import { createRule } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { podSpecOf, podSpecs, VALIDATED_POD_KINDS, type PodSpecAt } from '../_shared/pod-template.js';
import { POD_SPEC_REFS } from './_containers.js';
import { problemMessages, problems } from './_problems.js';

const SEGMENT = '[a-z0-9]([-_a-z0-9]*[a-z0-9])?';
/** `IsValidSysctlName`: segments joined by `.` or `/`, at most 253 characters. */
const SYSCTL_NAME = new RegExp(`^(${SEGMENT}[./])*${SEGMENT}$`);
const SYSCTL_MAX = 253;

/**
 * The kernel namespace of a sysctl (component-helpers `GetNamespace`): the IPC sysctls
 * `kernel.sem`, `kernel.shm*`, `kernel.msg*`, `fs.mqueue.*`, and the network sysctls `net.*`.
 * A name written with slashes (`net/ipv4/ip_forward`) is read with dots.
 */
export function sysctlNamespace(name: string): 'net' | 'ipc' | undefined {
  const firstSep = name.search(/[./]/);
  const dotted = firstSep >= 0 && name[firstSep] === '/' ? name.replace(/[./]/g, (c) => (c === '/' ? '.' : '/')) : name;
  if (dotted === 'kernel.sem' || /^(kernel\.shm|kernel\.msg|fs\.mqueue\.)/.test(dotted)) return 'ipc';
  if (dotted.startsWith('net.')) return 'net';
  return undefined;
}

function hostConflict(pod: PodSpecAt, name: string): string | undefined {
  const ns = sysctlNamespace(name);
  if (ns === 'net' && pod.spec.hostNetwork === true) return 'hostNetwork';
  if (ns === 'ipc' && pod.spec.hostIPC === true) return 'hostIPC';
  return undefined;
}

export default createRule({
  id: 'pod/sysctl-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: problemMessages('invalid', 'required', 'duplicate'),
    docs: {
      description: 'Enforce valid, unique pod sysctls that do not touch a namespace shared with the host',
      spec: POD_SPEC_REFS,
      details:
        'As `validateSysctls` and `ValidateHostSysctl` do (Kubernetes v1.34): each `spec.securityContext.sysctls[].name` ' +
        'is set, matches `IsValidSysctlName` (lower-case segments joined by `.` or `/`, at most 253 characters) and is not ' +
        'repeated; a network sysctl (`net.*`) is refused with `hostNetwork: true` and an IPC sysctl (`kernel.sem`, ' +
        '`kernel.shm*`, `kernel.msg*`, `fs.mqueue.*`) with `hostIPC: true`. On update, the host check is skipped when the ' +
        'stored object already had such a sysctl, as the server allows (`GetValidationOptionsFromPodSpecAndMeta`). Which ' +
        'sysctls a node allows (safe or `--allowed-unsafe-sysctls`) is decided by the kubelet, not checked here.',
    },
  },
  check(ctx) {
    const p = problems(ctx);
    const storedConflict =
      ctx.oldObject !== undefined &&
      podSpecOf(ctx.oldObject, ctx.definition.kind).some((old) =>
        arr(isObject(old.spec.securityContext) ? old.spec.securityContext.sysctls : []).some(
          (s) => isObject(s) && typeof s.name === 'string' && hostConflict(old, s.name) !== undefined,
        ),
      );
    for (const pod of podSpecs(ctx)) {
      const sc = pod.spec.securityContext;
      if (!isObject(sc)) continue;
      const seen = new Set<string>();
      arr(sc.sysctls).forEach((s, i) => {
        if (!isObject(s)) return;
        const at = [...pod.path, 'securityContext', 'sysctls', i, 'name'];
        const name = s.name;
        if (name === undefined || name === null || name === '') {
          p.required(at, 'a sysctl needs a name');
          return;
        }
        if (typeof name !== 'string') return;
        if (name.length > SYSCTL_MAX || !SYSCTL_NAME.test(name)) {
          p.invalid(at, name, `a sysctl name has at most ${SYSCTL_MAX} characters and is lower-case segments joined by "." or "/"`);
        } else if (seen.has(name)) {
          p.duplicate(at, name, 'an earlier entry sets the same sysctl');
        }
        const host = storedConflict ? undefined : hostConflict(pod, name);
        if (host) p.invalid(at, name, `it may not be set when \`${host}\` is true (the pod shares that namespace with the host)`);
        seen.add(name);
      });
    }
  },
});
