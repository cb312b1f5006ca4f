import { createRule, formatPath, ianaServiceName, type JsonObject, type PathSegment, type RuleContext } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { podSpecs, VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { containersOf, POD_SPEC_REFS } from './_containers.js';

const PROBES = ['livenessProbe', 'readinessProbe', 'startupProbe'] as const;
type ProbeField = (typeof PROBES)[number];

/** The handler fields of a probe, in the order the server counts them (`validateHandler`). */
const HANDLERS = ['exec', 'httpGet', 'tcpSocket', 'grpc'] as const;

/** Counters the server bounds below by 0 (`ValidateNonnegativeField`); 0 itself is defaulted (`SetDefaults_Probe`). */
const COUNTERS = ['initialDelaySeconds', 'timeoutSeconds', 'periodSeconds', 'successThreshold', 'failureThreshold'] as const;

const HTTP_SCHEMES = ['HTTP', 'HTTPS'];

/** `IsHTTPHeaderName`: an RFC 7230 token. */
const HTTP_TOKEN = /^[-A-Za-z0-9!#$%&'*+.^_`|~]+$/;

export default createRule({
  id: 'pod/container-probe-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      noHandler: '`{{path}}` sets no handler; a probe sets exactly one of `exec`, `httpGet`, `tcpSocket` or `grpc`.',
      extraHandler: '`{{path}}` is a second handler of the probe (`{{first}}` is set); a probe sets exactly one handler.',
      execCommand: '`{{path}}` is empty; an `exec` handler needs a command.',
      portNumber: '`{{path}}` is {{value}}; a port number is between 1 and 65535.',
      portName: '`{{path}}` is "{{value}}": a port name {{problem}}.',
      scheme: '`{{path}}` is "{{value}}"; the scheme is "HTTP" or "HTTPS".',
      headerName: '`{{path}}` is "{{value}}", which is not a valid HTTP header name (letters, digits and !#$%&\'*+-.^_`|~).',
      negative: '`{{path}}` is {{value}}; it must be 0 or more.',
      successThreshold: '`{{path}}` is {{value}}; the success threshold of a {{probe}} must be 1.',
      gracePeriod: "`{{path}}` is {{value}}; a probe's termination grace period must be greater than 0.",
      readinessGracePeriod: '`{{path}}` is set; a readiness probe may not set `terminationGracePeriodSeconds`.',
      initContainer: '`{{path}}` is set on an init container without `restartPolicy: Always`; only sidecars may have probes.',
    },
    docs: {
      description: 'Enforce valid liveness, readiness and startup probes',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`validateContainers` and `validateInitContainers` → `validateLivenessProbe`, ' +
        '`validateReadinessProbe`, `validateStartupProbe` → `validateProbe` → `validateHandler`, Kubernetes v1.34), for ' +
        'the probes of every container and of every init container with `restartPolicy: Always` (sidecar): exactly one ' +
        'handler of `exec` (a non-empty `command`), `httpGet`, `tcpSocket` and `grpc`; an `httpGet` or `tcpSocket` port ' +
        'is a number from 1 to 65535 or an IANA port name (`ValidatePortNumOrName`), a `grpc` port a number from 1 to ' +
        '65535; the `httpGet` scheme is HTTP or HTTPS and header names are HTTP tokens; `initialDelaySeconds`, ' +
        '`timeoutSeconds`, `periodSeconds`, `successThreshold` and `failureThreshold` are 0 or more (0 and unset are ' +
        'defaulted by `SetDefaults_Probe`); `successThreshold` is 1 for liveness and startup probes; ' +
        '`terminationGracePeriodSeconds`, when set, is greater than 0 and is not set on readiness probes. Init containers ' +
        'without `restartPolicy: Always` may not have probes. Ephemeral containers are not checked here: a Pod cannot be ' +
        'created with them.',
    },
  },
  check(ctx) {
    for (const pod of podSpecs(ctx)) {
      for (const c of containersOf(pod)) {
        if (c.list === 'ephemeralContainers') continue;
        const sidecar = c.list === 'initContainers' && c.container.restartPolicy === 'Always';
        for (const field of PROBES) {
          const probe = c.container[field];
          if (probe === undefined || probe === null) continue;
          const path = [...c.path, field];
          if (c.list === 'initContainers' && !sidecar) {
            ctx.report({ messageId: 'initContainer', path, reason: 'FieldValueForbidden', data: { path: formatPath(path) } });
          } else if (isObject(probe)) {
            checkProbe(ctx, probe, field, path);
          }
        }
      }
    }
  },
});

function checkProbe(ctx: RuleContext, probe: JsonObject, field: ProbeField, path: PathSegment[]): void {
  let first: string | undefined;
  for (const handler of HANDLERS) {
    const value = probe[handler];
    if (value === undefined || value === null) continue;
    const at = [...path, handler];
    if (first !== undefined) {
      ctx.report({ messageId: 'extraHandler', path: at, reason: 'FieldValueForbidden', data: { path: formatPath(at), first } });
      continue;
    }
    first = handler;
    if (isObject(value)) checkHandler(ctx, handler, value, at);
  }
  if (first === undefined) ctx.report({ messageId: 'noHandler', path, reason: 'FieldValueRequired', data: { path: formatPath(path) } });

  for (const counter of COUNTERS) {
    const value = probe[counter];
    if (typeof value === 'number' && value < 0) report(ctx, 'negative', [...path, counter], value);
  }
  const threshold = probe.successThreshold;
  // 0 and unset are defaulted to 1 before validation.
  if (field !== 'readinessProbe' && typeof threshold === 'number' && threshold !== 0 && threshold !== 1) {
    const at = [...path, 'successThreshold'];
    const probeName = field === 'livenessProbe' ? 'liveness probe' : 'startup probe';
    ctx.report({ messageId: 'successThreshold', path: at, data: { path: formatPath(at), value: threshold, probe: probeName } });
  }
  const grace = probe.terminationGracePeriodSeconds;
  if (typeof grace === 'number' && grace <= 0) report(ctx, 'gracePeriod', [...path, 'terminationGracePeriodSeconds'], grace);
  if (field === 'readinessProbe' && grace !== undefined && grace !== null) {
    const at = [...path, 'terminationGracePeriodSeconds'];
    ctx.report({ messageId: 'readinessGracePeriod', path: at, data: { path: formatPath(at) } });
  }
}

function checkHandler(ctx: RuleContext, handler: (typeof HANDLERS)[number], value: JsonObject, path: PathSegment[]): void {
  switch (handler) {
    case 'exec': {
      const command = value.command;
      if (command === undefined || command === null || (Array.isArray(command) && command.length === 0)) {
        const at = [...path, 'command'];
        ctx.report({ messageId: 'execCommand', path: at, reason: 'FieldValueRequired', data: { path: formatPath(at) } });
      }
      return;
    }
    case 'httpGet': {
      checkPort(ctx, value.port, [...path, 'port'], true);
      const scheme = value.scheme;
      // An empty scheme is defaulted to HTTP (`SetDefaults_HTTPGetAction`).
      if (typeof scheme === 'string' && scheme !== '' && !HTTP_SCHEMES.includes(scheme)) {
        const at = [...path, 'scheme'];
        ctx.report({ messageId: 'scheme', path: at, reason: 'FieldValueNotSupported', data: { path: formatPath(at), value: scheme } });
      }
      const headers = value.httpHeaders;
      if (Array.isArray(headers)) {
        headers.forEach((header) => {
          if (!isObject(header) || typeof header.name !== 'string' || HTTP_TOKEN.test(header.name)) return;
          // The server reports at `httpHeaders` itself, not at the entry.
          const at = [...path, 'httpHeaders'];
          ctx.report({ messageId: 'headerName', path: at, data: { path: formatPath(at), value: header.name } });
        });
      }
      return;
    }
    case 'tcpSocket':
      checkPort(ctx, value.port, [...path, 'port'], true);
      return;
    case 'grpc':
      checkPort(ctx, value.port, [...path, 'port'], false);
      return;
  }
}

/** `ValidatePortNumOrName`; an absent port is `schema/required-field-missing`'s finding. */
function checkPort(ctx: RuleContext, port: unknown, path: PathSegment[], named: boolean): void {
  if (typeof port === 'number') {
    if (!Number.isInteger(port) || port < 1 || port > 65535) report(ctx, 'portNumber', path, port);
  } else if (typeof port === 'string' && named) {
    for (const problem of ianaServiceName(port)) {
      ctx.report({ messageId: 'portName', path, data: { path: formatPath(path), value: port, problem } });
    }
  }
}

function report(ctx: RuleContext, messageId: string, path: PathSegment[], value: unknown): void {
  ctx.report({ messageId, path, data: { path: formatPath(path), value: String(value) } });
}
