import { createRule } from '@plumbline/engine';
import { arr, isObject, obj, pathText } from '../_shared/helpers.js';
import { isIpLike } from '../_shared/net.js';
import { hostProblems } from './_ingress.js';

export default createRule({
  id: 'ingress/host-not-fully-qualified',
  meta: {
    kinds: ['Ingress'],
    type: 'field',
    severity: 'warning',
    messages: {
      single:
        '`{{path}}` is "{{value}}", a single label; the specification asks for a fully qualified domain name such as ' +
        '"{{value}}.example.com".',
    },
    docs: {
      description: 'Require fully qualified domain names as Ingress rule hosts',
      spec: { doc: 'part1', section: 'Ingress', field: 'host' },
      details:
        'The specification defines a rule host as a fully qualified domain name. The v1.34 server only requires a DNS subdomain, ' +
        'so a single label such as `web` is stored; most load balancers then never see a matching Host header from outside the cluster. ' +
        'Plumbline warns; hosts the server refuses are reported by `ingress/host-invalid` instead.',
    },
  },
  check(ctx) {
    arr(obj(ctx.object.spec).rules).forEach((rule, i) => {
      if (!isObject(rule) || typeof rule.host !== 'string' || rule.host === '') return;
      const host = rule.host;
      if (host.includes('.') || isIpLike(host) || hostProblems(host).length > 0) return;
      const path = ['spec', 'rules', i, 'host'];
      ctx.report({ messageId: 'single', path, data: { path: pathText(path), value: host } });
    });
  },
});
