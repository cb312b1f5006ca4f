import { createRule } from '@plumbline/engine';
import { typeOf } from './kind.js';
import { servicePorts, svcSpec } from './_util.js';

export default createRule({
  id: 'service/node-port-on-external-name',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'warning',
    messages: {
      ignored:
        '`spec.ports[{{index}}].nodePort` is {{value}} on an ExternalName Service; no node port is allocated for it, and the ' +
        'specification says a node port that is not needed fails creation.',
    },
    docs: {
      description: 'Disallow node ports on ExternalName Services',
      spec: [
        { doc: 'part1', section: 'ServicePort', field: 'nodePort' },
        { doc: 'part1', section: 'Errors' },
      ],
      details:
        'The specification says that asking for a `nodePort` on a port that does not need one fails creation (Errors, rule 1). The v1.34 ' +
        'server refuses it on ClusterIP Services (`service/node-port-forbidden`), but on ExternalName Services validation does not ' +
        'look at node ports and the Service REST layer allocates node ports only for NodePort and LoadBalancer: the value is stored ' +
        "and nothing listens on it. The specification is stricter, so Plumbline keeps the server's verdict and warns. On an update " +
        'that turns a NodePort or LoadBalancer Service into ExternalName, the server first drops the node ports the manifest left ' +
        'unchanged, so only node ports that differ from the stored ones are reported. A fix removes the field.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    if (typeOf(spec) !== 'ExternalName') return;
    for (const { port, index, path } of servicePorts(spec)) {
      if (port.nodePort === undefined || port.nodePort === null || port.nodePort === 0) continue;
      ctx.report({
        messageId: 'ignored',
        path: [...path, 'nodePort'],
        data: { index, value: String(port.nodePort) },
        fix: { description: 'Remove nodePort', path: [...path, 'nodePort'], action: 'remove' },
      });
    }
  },
});
