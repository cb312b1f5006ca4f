import rule from '../../../rules/ingress/class-annotation-mismatch.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingress } from './_ing.js';

const make = (annotation: string, field: string) => ingress(`ingressClassName: ${field}\ndefaultBackend: {service: {name: web, port: {number: 80}}}`, `\n  annotations:\n    kubernetes.io/ingress.class: ${annotation}`);

ruleTester.run(rule, {
  valid: [make('nginx', 'nginx'), { name: 'updates are not checked', code: make('nginx', 'traefik'), old: make('nginx', 'traefik') }],
  invalid: [
    {
      name: 'different values',
      code: make('nginx', 'traefik'),
      errors: [{ messageId: 'mismatch', path: 'annotations.kubernetes.io/ingress.class', line: 7, column: 34, endColumn: 39, message: '`metadata.annotations[kubernetes.io/ingress.class]` is "nginx" but `spec.ingressClassName` is "traefik"; when both are set they must match.' }],
    },
  ],
});
