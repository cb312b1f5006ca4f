import rule from '../../../rules/ingress-class/default-class-duplicate.js';
import { yaml } from '../../utils/rule-tester.js';
import { runSetTests } from '../../utils/set-tester.js';

const nginx = yaml`
  apiVersion: networking.k8s.io/v1
  kind: IngressClass
  metadata:
    name: nginx
    annotations: {ingressclass.kubernetes.io/is-default-class: "true"}
  spec: {controller: k8s.io/ingress-nginx}
`;

runSetTests(rule, {
  valid: [
    { name: 'one default class (complete app)', files: 'complete-app' },
    { name: 'the same class in two overlays counts once', files: { 'dev/class.yaml': nginx, 'prod/class.yaml': nginx } },
  ],
  invalid: [
    {
      name: 'two default classes (broken app)',
      files: 'broken-app',
      errors: [
        {
          uri: 'classes.yaml',
          messageId: 'duplicate',
          path: 'metadata.annotations[ingressclass.kubernetes.io/is-default-class]',
          line: 6,
          column: 50,
          endColumn: 56,
          message: '`metadata.annotations[ingressclass.kubernetes.io/is-default-class]` marks IngressClass "nginx" as the default, but "haproxy" is marked default too; at most one class should be the default.',
        },
        { uri: 'classes.yaml', messageId: 'duplicate', path: 'metadata.annotations[ingressclass.kubernetes.io/is-default-class]', line: 15, column: 50 },
      ],
    },
  ],
});
