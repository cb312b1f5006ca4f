import rule from '../../../rules/ingress/path-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingress, rule as hostRule } from './_ing.js';

const p = (path: string, type = 'Prefix') => ingress(hostRule('web.example.com', path, type));

ruleTester.run(rule, {
  valid: [p('/api/v1/'), p('/', 'Exact'), p('api//v1', 'ImplementationSpecific').replace('path: api//v1', 'path: /api//v1'), p('""', 'ImplementationSpecific')],
  invalid: [
    { name: 'double slash', code: p('/api//v1'), errors: [{ messageId: 'sequence', path: 'spec.rules[0].http.paths[0].path', line: 11, column: 20, endColumn: 28 }] },
    { name: 'encoded slash', code: p('/api%2fv1'), errors: [{ messageId: 'sequence', path: 'spec.rules[0].http.paths[0].path', line: 11, column: 20 }] },
    { name: 'dot suffix', code: p('/api/..', 'Exact'), errors: [{ messageId: 'suffix', path: 'spec.rules[0].http.paths[0].path', line: 11, column: 20 }] },
    { name: 'relative, implementation specific', code: p('api', 'ImplementationSpecific'), errors: [{ messageId: 'notAbsolute', path: 'spec.rules[0].http.paths[0].path', line: 11, column: 20 }] },
    {
      name: 'missing for Exact',
      code: ingress('rules:\n  - http:\n      paths:\n        - pathType: Exact\n          backend: {service: {name: web, port: {number: 80}}}'),
      errors: [{ messageId: 'notAbsolute', path: 'spec.rules[0].http.paths[0].path', line: 10, column: 13, message: '`spec.rules[0].http.paths[0].path` is ""; a path must start with "/" and is required for pathType Exact.' }],
    },
  ],
});
