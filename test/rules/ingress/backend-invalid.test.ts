import rule from '../../../rules/ingress/backend-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingress } from './_ing.js';

const b = (backend: string) => ingress(`defaultBackend: ${backend}`);

ruleTester.run(rule, {
  valid: [
    b('{service: {name: web, port: {number: 80}}}'),
    b('{service: {name: web, port: {name: https-alt}}}'),
    b('{resource: {apiGroup: storage.example.com, kind: StorageBucket, name: static-assets}}'),
  ],
  invalid: [
    { name: 'both', code: b('{resource: {kind: Bucket, name: x}, service: {name: web, port: {number: 80}}}'), errors: [{ messageId: 'both', path: 'spec.defaultBackend', line: 7, column: 3 }] },
    { name: 'neither', code: b('{}'), errors: [{ messageId: 'neither', path: 'spec.defaultBackend', line: 7, column: 3 }] },
    {
      name: 'a path without backend',
      code: ingress('rules:\n  - host: web.example.com\n    http:\n      paths:\n        - path: /\n          pathType: Prefix'),
      errors: [{ messageId: 'neither', path: 'spec.rules[0].http.paths[0].backend', line: 11, column: 13 }],
    },
    { name: 'service name missing', code: b('{service: {port: {number: 80}}}'), errors: [{ messageId: 'serviceNameRequired', path: 'spec.defaultBackend.service.name', line: 7, column: 20 }] },
    { name: 'service name with a dot', code: b('{service: {name: web.v2, port: {number: 80}}}'), errors: [{ messageId: 'serviceName', path: 'spec.defaultBackend.service.name', line: 7, column: 36 }] },
    { name: 'port name and number', code: b('{service: {name: web, port: {name: http, number: 80}}}'), errors: [{ messageId: 'portBoth', path: 'spec.defaultBackend', line: 7, column: 41 }] },
    { name: 'port empty', code: b('{service: {name: web, port: {}}}'), errors: [{ messageId: 'portNeither', path: 'spec.defaultBackend', line: 7, column: 41 }] },
    { name: 'port name too long', code: b('{service: {name: web, port: {name: https-alternative}}}'), errors: [{ messageId: 'portName', path: 'spec.defaultBackend.service.port.name', line: 7, column: 54 }] },
    { name: 'port number 70000', code: b('{service: {name: web, port: {number: 70000}}}'), errors: [{ messageId: 'portNumber', path: 'spec.defaultBackend.service.port.number', line: 7, column: 56 }] },
    {
      name: 'resource without name, bad kind',
      code: b('{resource: {apiGroup: Storage, kind: a/b}}'),
      errors: [
        { messageId: 'referenceRequired', path: 'spec.defaultBackend.resource.name', line: 7, column: 20 },
        { messageId: 'referenceInvalid', path: 'spec.defaultBackend.resource.apiGroup', line: 7, column: 41 },
        { messageId: 'referenceInvalid', path: 'spec.defaultBackend.resource.kind', line: 7, column: 56 },
      ],
    },
  ],
});
