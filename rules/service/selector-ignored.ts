import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { typeOf } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/selector-ignored',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'warning',
    messages: {
      ignored: '`spec.selector` is ignored on an ExternalName Service; it answers with the CNAME `spec.externalName` and selects no Pods.',
    },
    docs: {
      description: 'Disallow a Pod selector on ExternalName Services',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'selector' },
      details:
        'The specification applies `selector` to ClusterIP, NodePort and LoadBalancer Services and says it is ignored for ExternalName: ' +
        'such a Service only aliases `externalName` in DNS, and the endpoint controllers publish no endpoints for it. The v1.34 server ' +
        "checks the selector's label syntax (`service/selector-invalid`) and stores it without a warning; Plumbline keeps that " +
        'verdict and warns, since a selector there usually means the type or the selector is a mistake. An empty selector (`{}`) ' +
        'selects nothing and is not reported.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (typeOf(spec) !== 'ExternalName' || !isObject(spec.selector) || Object.keys(spec.selector).length === 0) return;
    ctx.report({ messageId: 'ignored', path: ['spec', 'selector'] });
  },
});
