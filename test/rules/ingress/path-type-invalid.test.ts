import rule from '../../../rules/ingress/path-type-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingress, rule as hostRule } from './_ing.js';

ruleTester.run(rule, {
  valid: [
    ingress(hostRule('web.example.com', '/', 'Exact')),
    ingress(hostRule('web.example.com', '/api', 'ImplementationSpecific')),
    {
      name: 'wildcard rule kept invalid on update (server ratchet)',
      code: ingress(hostRule('"*.example.com"', '/', 'prefix')),
      old: ingress(hostRule('"*.example.com"', '/', 'prefix')),
    },
  ],
  invalid: [
    { name: 'lower case', code: ingress(hostRule('web.example.com', '/', 'prefix')), errors: [{ messageId: 'notSupported', path: 'spec.rules[0].http.paths[0].pathType', line: 11, column: 33, endColumn: 39 }] },
    {
      name: 'wildcard rule on update when the stored rule was valid',
      code: ingress(hostRule('"*.example.com"', '/', 'prefix')),
      old: ingress(hostRule('"*.example.com"', '/', 'Prefix')),
      errors: [{ messageId: 'notSupported', path: 'spec.rules[0].http.paths[0].pathType', line: 11, column: 33 }],
    },
    {
      name: 'missing',
      code: ingress('rules:\n  - http:\n      paths:\n        - path: /\n          backend: {service: {name: web, port: {number: 80}}}'),
      errors: [{ messageId: 'required', path: 'spec.rules[0].http.paths[0].pathType', line: 10, column: 13 }],
    },
  ],
});
