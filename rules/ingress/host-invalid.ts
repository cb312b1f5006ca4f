import { createRule } from '@plumbline/engine';
import { arr, isObject, obj, pathText } from '../_shared/helpers.js';
import { isIpLike } from '../_shared/net.js';
import { hostProblems } from './_ingress.js';

export default createRule({
  id: 'ingress/host-invalid',
  meta: {
    kinds: ['Ingress'],
    type: 'field',
    severity: 'error',
    messages: {
      ip: '`{{path}}` is "{{value}}", an IP address; a rule host must be a DNS name.',
      invalid: '`{{path}}` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce the host format of Ingress rules and TLS entries',
      spec: { doc: 'part1', section: 'Ingress', field: 'host' },
      details:
        'A rule `host` is a lowercase DNS subdomain: no port (`example.com:80`), no trailing dot, no upper case, and not an IP address. ' +
        'A wildcard host has `*` as its whole first label followed by a subdomain (`*.example.com`); `*` alone or a `*` elsewhere is ' +
        'refused. The same format applies to `spec.tls[].hosts[]`, where an IP is not checked separately (it passes as a subdomain ' +
        'when written as dotted digits). An empty host matches all traffic and is allowed. On update the server has one ratchet: when ' +
        'the stored Ingress has a wildcard-host rule whose paths are invalid, the paths of wildcard-host rules are not validated (the ' +
        'host still is); `ingress/http-paths-missing`, `ingress/path-type-invalid`, `ingress/path-invalid` and ' +
        '`ingress/backend-invalid` follow it.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    arr(spec.rules).forEach((rule, i) => {
      if (!isObject(rule) || typeof rule.host !== 'string' || rule.host === '') return;
      const path = ['spec', 'rules', i, 'host'];
      if (isIpLike(rule.host)) ctx.report({ messageId: 'ip', path, data: { path: pathText(path), value: rule.host } });
      for (const problem of hostProblems(rule.host))
        ctx.report({ messageId: 'invalid', path, data: { path: pathText(path), value: rule.host, problem } });
    });
    arr(spec.tls).forEach((tls, i) => {
      if (!isObject(tls)) return;
      arr(tls.hosts).forEach((host, j) => {
        if (typeof host !== 'string') return;
        const path = ['spec', 'tls', i, 'hosts', j];
        for (const problem of hostProblems(host))
          ctx.report({ messageId: 'invalid', path, data: { path: pathText(path), value: host, problem } });
      });
    });
  },
});
