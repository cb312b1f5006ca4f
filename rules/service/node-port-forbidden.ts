import { createRule } from '@plumbline/engine';
import { typeOf } from './kind.js';
import { servicePorts, svcSpec } from './_util.js';

export default createRule({
  id: 'service/node-port-forbidden',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueForbidden',
    messages: {
      forbidden:
        '`spec.ports[{{index}}].nodePort` is set on a ClusterIP Service; node ports are only for NodePort and LoadBalancer ' + 'Services.',
    },
    docs: {
      description: 'Disallow node ports on ClusterIP Services',
      spec: [
        { doc: 'part1', section: 'ServicePort', field: 'nodePort' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'A `nodePort` other than 0 on a Service of type ClusterIP is refused (Forbidden). On update the server first drops node ports ' +
        'the user left unchanged when the type moves from NodePort or LoadBalancer to a type without node ports, so changing only ' +
        '`type` is fine; a manifest that changes the type and still lists the old node ports explicitly is also fine when they equal ' +
        'the stored ones. The server does not check node ports on ExternalName Services; Plumbline warns there ' +
        '(`service/node-port-on-external-name`). A fix removes the field.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (typeOf(spec) !== 'ClusterIP') return;
    for (const { port, index, path } of servicePorts(spec)) {
      if (port.nodePort === undefined || port.nodePort === null || port.nodePort === 0) continue;
      ctx.report({
        messageId: 'forbidden',
        path: [...path, 'nodePort'],
        data: { index },
        fix: { description: 'Remove nodePort', path: [...path, 'nodePort'], action: 'remove' },
      });
    }
  },
});
