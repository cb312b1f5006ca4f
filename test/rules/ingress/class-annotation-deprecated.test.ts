import rule from '../../../rules/ingress/class-annotation-deprecated.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingress } from './_ing.js';

const backend = 'defaultBackend: {service: {name: web, port: {number: 80}}}';

ruleTester.run(rule, {
  valid: [ingress(`ingressClassName: nginx\n${backend}`)],
  invalid: [
    {
      name: 'annotation',
      code: ingress(backend, '\n  annotations:\n    kubernetes.io/ingress.class: nginx'),
      errors: [{ messageId: 'deprecated', path: 'metadata.annotations[kubernetes.io/ingress.class]', line: 7, column: 5, endColumn: 32, severity: 'warning' }],
    },
    {
      name: 'with another vendor domain',
      settings: { vendorDomain: 'example.org' },
      code: ingress(backend, '\n  annotations:\n    example.org/ingress.class: nginx'),
      errors: [{ messageId: 'deprecated', path: 'metadata.annotations[example.org/ingress.class]', line: 7, column: 5 }],
    },
  ],
});
