import { createRule, qualifiedName } from '@plumbline/engine';
import { typeOf } from './kind.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/load-balancer-class-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'error',
    messages: {
      invalid: '`spec.loadBalancerClass` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce label-key syntax for loadBalancerClass',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'loadBalancerClass' },
      details:
        'On LoadBalancer Services the class is a qualified name like a label key: an optional DNS subdomain prefix and `/`, then ' +
        'a name of at most 63 letters, digits, `-`, `_` and `.`. Unprefixed names are reserved for end users. On other types the field ' +
        'is refused (`service/load-balancer-field-on-other-type`).',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (typeOf(spec) !== 'LoadBalancer' || typeof spec.loadBalancerClass !== 'string') return;
    for (const problem of qualifiedName(spec.loadBalancerClass))
      ctx.report({ messageId: 'invalid', path: ['spec', 'loadBalancerClass'], data: { value: spec.loadBalancerClass, problem } });
  },
});
