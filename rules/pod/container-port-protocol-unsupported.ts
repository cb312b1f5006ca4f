import { createRule, formatPath } from '@plumbline/engine';
import { quoteList } from '../_shared/helpers.js';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { PORT_PROTOCOLS } from '../_shared/net.js';
import { eachContainer, portsOf } from './_containers.js';

const SUPPORTED: ReadonlySet<string> = new Set(PORT_PROTOCOLS);

export default createRule({
  id: 'pod/container-port-protocol-unsupported',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueNotSupported',
    messages: {
      unsupported: '`{{path}}` is "{{value}}"; a container port protocol is one of {{allowed}}.',
      wrongCase: '`{{path}}` is "{{value}}"; protocols are upper case: use "{{fixed}}" (one of {{allowed}}).',
    },
    docs: {
      description: 'Enforce TCP, UDP or SCTP as container port protocol',
      spec: [
        { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
        { doc: 'part1', section: 'ServicePort', field: 'protocol' },
      ],
      details:
        'As the server does (`validateContainerPorts`, Kubernetes v1.34): a container port `protocol` is `TCP`, `UDP` or ' +
        '`SCTP`, case-sensitive; an absent or empty protocol is defaulted to `TCP` before validation. A protocol written in ' +
        'the wrong case (`tcp`) has a quick fix to the upper-case name.',
    },
  },
  check(ctx) {
    eachContainer(ctx, (c) => {
      for (const { port, path: portPath } of portsOf(c)) {
        const value = port.protocol;
        // Unset and "" are defaulted to TCP.
        if (typeof value !== 'string' || value === '' || SUPPORTED.has(value)) continue;
        const path = [...portPath, 'protocol'];
        const data = { path: formatPath(path), value, allowed: quoteList(PORT_PROTOCOLS) };
        const fixed = value.toUpperCase();
        if (SUPPORTED.has(fixed)) {
          ctx.report({
            messageId: 'wrongCase',
            path,
            data: { ...data, fixed },
            fix: { description: `Use ${fixed}`, path, action: 'set', value: fixed },
          });
        } else {
          ctx.report({ messageId: 'unsupported', path, data });
        }
      }
    });
  },
});
