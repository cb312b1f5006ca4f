import { createRule, dns1035Label, ianaServiceName, type RuleContext } from '@plumbline/engine';
import { arr, isObject, isSet, obj, pathText } from '../_shared/helpers.js';
import { registerRuleValueCheck, skipRuleValue } from './_ratchet.js';
import { eachBackend } from './_ingress.js';
import { checkTypedReference } from '../_shared/typed-reference.js';

export default createRule({
  id: 'ingress/backend-invalid',
  meta: {
    kinds: ['Ingress'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      both: '`{{path}}` sets both `resource` and `service`; a backend is one or the other.',
      neither: '`{{path}}` sets neither `resource` nor `service`; a backend needs one of them.',
      serviceNameRequired: '`{{path}}.service.name` is missing; a Service backend names a Service in the same namespace.',
      serviceName: '`{{path}}.service.name` is "{{value}}": {{problem}} (a Service name is an RFC 1035 label).',
      portBoth: '`{{path}}.service.port` sets both `name` and `number`; set exactly one.',
      portNeither: '`{{path}}.service.port` sets neither `name` nor `number`; set exactly one.',
      portName: '`{{path}}.service.port.name` is "{{value}}": {{problem}} (a port name is an IANA service name).',
      portNumber: '`{{path}}.service.port.number` is {{value}}; a port number must be between 1 and 65535.',
      referenceRequired: '`{{path}}` is missing; a resource backend names its kind and name.',
      referenceInvalid: '`{{path}}` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Require exactly one well-formed target on every Ingress backend',
      spec: [
        { doc: 'part1', section: 'Ingress', field: 'backend' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'Each backend (`spec.defaultBackend` and every `spec.rules[].http.paths[].backend`) sets `service` or `resource`, never both ' +
        '(the server then checks nothing else of that backend) and never neither. A path without `backend` is refused the same way: ' +
        'the server reads the missing backend as an empty one and reports it at `...paths[].backend` (Plumbline points the editor at ' +
        'the path entry). A Service backend needs `service.name`, an RFC 1035 label, and a port given by exactly one of `port.name` ' +
        '(an IANA service name: at most 15 characters, lowercase letters, digits and single hyphens, at least one letter) or ' +
        '`port.number` (1 to 65535; 0 counts as unset). The server reports a missing or doubled port at the backend itself. A resource ' +
        'backend needs `kind` and `name` (path segments: not `.` or `..`, no `/` or `%`); `apiGroup`, when set, is a DNS subdomain.',
    },
  },
  check: (ctx) => check(ctx),
});

const check = registerRuleValueCheck((ctx: RuleContext): void => {
  const rules = arr(obj(ctx.object.spec).rules);
  // A path without `backend` decodes to an empty backend on the server, which then has neither target.
  rules.forEach((rule, i) => {
    if (!isObject(rule) || !isObject(rule.http) || skipRuleValue(ctx, rule)) return;
    arr(rule.http.paths).forEach((entry, j) => {
      if (!isObject(entry) || (entry.backend !== undefined && entry.backend !== null)) return;
      const base = ['spec', 'rules', i, 'http', 'paths', j, 'backend'];
      ctx.report({ messageId: 'neither', path: base, at: ['spec', 'rules', i, 'http', 'paths', j], data: { path: pathText(base) } });
    });
  });
  eachBackend(ctx.object, (backend, base) => {
    if (base[1] === 'rules' && typeof base[2] === 'number' && skipRuleValue(ctx, rules[base[2]])) return;
    const shown = pathText(base);
    const hasResource = isSet(backend.resource);
    const hasService = isSet(backend.service);
    if (hasResource && hasService) {
      ctx.report({ messageId: 'both', path: base, data: { path: shown } });
      return;
    }
    if (!hasResource && !hasService) {
      ctx.report({ messageId: 'neither', path: base, data: { path: shown } });
      return;
    }
    if (hasResource) {
      if (isObject(backend.resource)) checkTypedReference(ctx, backend.resource, [...base, 'resource']);
      return;
    }
    const service = isObject(backend.service) ? backend.service : {};
    const name = typeof service.name === 'string' ? service.name : '';
    if (name === '')
      ctx.report({
        messageId: 'serviceNameRequired',
        path: [...base, 'service', 'name'],
        reason: 'FieldValueRequired',
        data: { path: shown },
      });
    else
      for (const problem of dns1035Label(name))
        ctx.report({ messageId: 'serviceName', path: [...base, 'service', 'name'], data: { path: shown, value: name, problem } });
    const port = isObject(service.port) ? service.port : {};
    const portName = typeof port.name === 'string' ? port.name : '';
    const portNumber = typeof port.number === 'number' ? port.number : 0;
    if (portName !== '' && portNumber !== 0) {
      ctx.report({ messageId: 'portBoth', path: base, at: [...base, 'service', 'port'], data: { path: shown } });
    } else if (portName !== '') {
      for (const problem of ianaServiceName(portName))
        ctx.report({ messageId: 'portName', path: [...base, 'service', 'port', 'name'], data: { path: shown, value: portName, problem } });
    } else if (portNumber !== 0) {
      if (!Number.isInteger(portNumber) || portNumber < 1 || portNumber > 65535)
        ctx.report({ messageId: 'portNumber', path: [...base, 'service', 'port', 'number'], data: { path: shown, value: portNumber } });
    } else {
      ctx.report({
        messageId: 'portNeither',
        path: base,
        at: isSet(service.port) ? [...base, 'service', 'port'] : [...base, 'service'],
        reason: 'FieldValueRequired',
        data: { path: shown },
      });
    }
  });
});
