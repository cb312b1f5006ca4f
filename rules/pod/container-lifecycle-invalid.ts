import { createRule, ianaServiceName, type JsonObject, type PathSegment } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { podSpecs, VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { containersOf, POD_SPEC_REFS } from './_containers.js';
import { problemMessages, problems, type Problems } from './_problems.js';

/** The handler fields of a lifecycle hook, in the order the server counts them (`validateHandler`). */
const HANDLERS = ['exec', 'httpGet', 'tcpSocket', 'sleep'] as const;
const HOOKS = ['postStart', 'preStop'] as const;
const HTTP_SCHEMES = ['HTTP', 'HTTPS'];
/** `IsHTTPHeaderName`: an RFC 7230 token. */
const HTTP_TOKEN = /^[-A-Za-z0-9!#$%&'*+.^_`|~]+$/;
/** `SetDefaults_PodSpec`: the grace period when unset. */
const DEFAULT_GRACE = 30;

export default createRule({
  id: 'pod/container-lifecycle-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: problemMessages('invalid', 'required', 'forbidden', 'notSupported'),
    docs: {
      description: 'Enforce lifecycle hooks with exactly one valid handler, on the containers that may have them',
      spec: POD_SPEC_REFS,
      details:
        'As `validateContainers` and `validateInitContainers` → `validateLifecycle` → `validateHandler` do (Kubernetes ' +
        'v1.34): each `postStart` and `preStop` hook sets exactly one of `exec`, `httpGet`, `tcpSocket` and `sleep` (the ' +
        'second and later are Forbidden at their own path; none is Required at the hook); `exec` has a command; an ' +
        '`httpGet` or `tcpSocket` port is a number from 1 to 65535 or an IANA port name, the `httpGet` scheme is HTTP or ' +
        'HTTPS (empty is defaulted) and header names are HTTP tokens; `sleep.seconds` is 0 (`PodLifecycleSleepActionAllowZero` ' +
        "is GA) up to the pod's `terminationGracePeriodSeconds` (30 when unset), reported at `sleep`. Init containers " +
        'without `restartPolicy: Always` may not have a `lifecycle`. `stopSignal` is dropped by the server while the ' +
        '`ContainerStopSignals` gate is off (the default), so it is not checked; ephemeral containers are left to ' +
        '`pod/ephemeral-container-invalid`.',
    },
  },
  check(ctx) {
    const p = problems(ctx);
    for (const pod of podSpecs(ctx)) {
      const tgps = pod.spec.terminationGracePeriodSeconds;
      const grace = typeof tgps === 'number' ? tgps : DEFAULT_GRACE;
      for (const c of containersOf(pod)) {
        if (c.list === 'ephemeralContainers') continue;
        const lifecycle = c.container.lifecycle;
        if (lifecycle === undefined || lifecycle === null) continue;
        const at = [...c.path, 'lifecycle'];
        if (c.list === 'initContainers' && c.container.restartPolicy !== 'Always') {
          p.forbidden(at, 'may not be set for init containers without `restartPolicy: Always`');
          continue;
        }
        if (!isObject(lifecycle)) continue;
        for (const hook of HOOKS) {
          const handler = lifecycle[hook];
          if (isObject(handler)) checkHandler(p, handler, [...at, hook], grace);
        }
      }
    }
  },
});

function checkHandler(p: Problems, handler: JsonObject, path: PathSegment[], grace: number): void {
  let first: string | undefined;
  for (const name of HANDLERS) {
    const value = handler[name];
    if (value === undefined || value === null) continue;
    const at = [...path, name];
    if (first !== undefined) {
      p.forbidden(at, `may not be set: \`${first}\` is already the hook's handler, and a hook has exactly one`);
      continue;
    }
    first = name;
    if (isObject(value)) checkAction(p, name, value, at, grace);
  }
  if (first === undefined) p.required(path, 'a hook sets one of `exec`, `httpGet`, `tcpSocket` or `sleep`');
}

function checkAction(p: Problems, name: (typeof HANDLERS)[number], value: JsonObject, path: PathSegment[], grace: number): void {
  switch (name) {
    case 'exec':
      if (arr(value.command).length === 0) p.required([...path, 'command'], 'an `exec` handler needs a command');
      return;
    case 'httpGet': {
      checkPort(p, value.port, [...path, 'port']);
      const scheme = value.scheme;
      if (typeof scheme === 'string' && scheme !== '' && !HTTP_SCHEMES.includes(scheme))
        p.notSupported([...path, 'scheme'], scheme, HTTP_SCHEMES);
      for (const header of arr(value.httpHeaders)) {
        if (isObject(header) && typeof header.name === 'string' && !HTTP_TOKEN.test(header.name)) {
          p.invalid([...path, 'httpHeaders'], header.name, "not a valid HTTP header name (letters, digits and !#$%&'*+-.^_`|~)");
        }
      }
      return;
    }
    case 'tcpSocket':
      checkPort(p, value.port, [...path, 'port']);
      return;
    case 'sleep': {
      const seconds = value.seconds;
      // A negative grace period is refused on its own; the bound is only checked against a usable one.
      if (typeof seconds === 'number' && grace >= 0 && (seconds < 0 || seconds > grace)) {
        p.invalid(path, seconds, `sleep seconds must be between 0 and terminationGracePeriodSeconds (${grace})`);
      }
      return;
    }
  }
}

/** `ValidatePortNumOrName`; an absent port is the schema's finding. */
function checkPort(p: Problems, port: unknown, path: PathSegment[]): void {
  if (typeof port === 'number') {
    if (!Number.isInteger(port) || port < 1 || port > 65535) p.invalid(path, port, 'must be between 1 and 65535, inclusive');
  } else if (typeof port === 'string') {
    for (const d of ianaServiceName(port)) p.invalid(path, port, d);
  }
}
