import rule from '../../../rules/endpoint-slice/endpoint-duplicate.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

ruleTester.run(rule, {
  valid: [
    slice('addressType: IPv4\nendpoints:\n  - addresses: [10.244.1.5, 10.244.1.6]\n  - addresses: [10.244.1.7]\n'),
    // Two host-network Pods of one node share the node IP but are different endpoints.
    slice(
      'addressType: IPv4\nendpoints:\n  - addresses: [192.0.2.10]\n    targetRef: {kind: Pod, name: web-a}\n  - addresses: [192.0.2.10]\n    targetRef: {kind: Pod, name: web-b}\n',
    ),
    slice('addressType: FQDN\nendpoints:\n  - addresses: [a.example.com, b.example.com]\n'),
  ],
  invalid: [
    {
      name: 'address repeated in one endpoint',
      code: slice('addressType: IPv4\nendpoints:\n  - addresses: [10.244.1.5, 10.244.1.6, 10.244.1.5]\n'),
      errors: [{ messageId: 'address', path: 'endpoints[0].addresses[2]', line: 9, column: 41, endLine: 9, endColumn: 51 }],
    },
    {
      name: 'two spellings of one IPv6 address',
      code: slice('addressType: IPv6\nendpoints:\n  - addresses:\n      - 2001:db8::5\n      - 2001:0db8::5\n'),
      errors: [{ messageId: 'address', path: 'endpoints[0].addresses[1]', line: 11, column: 9 }],
    },
    {
      name: 'FQDN names differ only in case',
      code: slice('addressType: FQDN\nendpoints:\n  - addresses: [web.example.com, Web.Example.com]\n'),
      errors: [{ messageId: 'address', path: 'endpoints[0].addresses[1]', line: 9, column: 34 }],
    },
    {
      name: 'identical endpoints, keys in another order',
      code: slice(
        'addressType: IPv4\nendpoints:\n  - addresses: [10.244.1.5]\n    conditions: {ready: true}\n    nodeName: node-1\n  - nodeName: node-1\n    conditions: {ready: true}\n    addresses: [10.244.1.5]\n',
      ),
      errors: [{ messageId: 'endpoint', path: 'endpoints[1]', line: 12, column: 5 }],
    },
    {
      // Several endpoints share a first address: the repeat names the earliest endpoint equal to it, not the first sharer.
      name: 'repeat of the second of three endpoints with one address',
      code: slice(
        'addressType: IPv4\nendpoints:\n  - addresses: [192.0.2.10]\n    targetRef: {kind: Pod, name: web-a}\n' +
          '  - addresses: [192.0.2.10]\n    targetRef: {kind: Pod, name: web-b}\n' +
          '  - targetRef: {name: web-b, kind: Pod}\n    addresses: [192.0.2.10]\n',
      ),
      errors: [
        {
          messageId: 'endpoint',
          path: 'endpoints[2]',
          line: 13,
          column: 5,
          message: '`endpoints[2]` repeats `endpoints[1]` exactly; the endpoints of a slice must be unique.',
        },
      ],
    },
  ],
});
