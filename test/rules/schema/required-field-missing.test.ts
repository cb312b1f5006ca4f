import rule from '../../../rules/schema/required-field-missing.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: apps/v1
      kind: Deployment
      metadata: {name: web}
      spec:
        selector: {matchLabels: {app: web}}
        template:
          metadata: {labels: {app: web}}
          spec:
            containers: [{name: web, image: nginx}]
    `,
    { name: 'a required field whose zero value the server accepts (PriorityClass value)', code: 'apiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata: {name: low}\n' },
    { name: 'status is not validated on create', code: 'apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: web}\nstatus: {conditions: [{type: Ready}]}\n' },
    { name: 'a kind checked fully reports through its own rules', code: 'apiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec: {ports: [{port: 80}]}\n' },
  ],
  invalid: [
    {
      name: 'a Deployment without selector, and a container without a name',
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata: {name: web}
        spec:
          template:
            spec:
              containers:
              - image: nginx
      `,
      errors: [
        { messageId: 'missing', path: 'spec.selector', line: 4, column: 1, endColumn: 5, message: '`spec.selector` is missing; the API server requires it.' },
        { messageId: 'missing', path: 'spec.template.spec.containers[0].name', line: 8, column: 9 },
      ],
    },
    {
      name: 'a Deployment with no spec at all: the zero spec still needs its selector and template',
      code: 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\n',
      errors: [
        { messageId: 'missing', path: 'spec.selector', line: 1, column: 1 },
        { messageId: 'missing', path: 'spec.template', line: 1, column: 1 },
      ],
    },
    {
      name: 'an empty pod template: its zero pod spec needs containers',
      code: 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  selector: {matchLabels: {app: web}}\n  template: {}\n',
      errors: [{ messageId: 'missing', path: 'spec.template.spec.containers', line: 6, column: 3, endColumn: 11 }],
    },
    {
      name: 'a RoleBinding without roleRef',
      code: yaml`
        apiVersion: rbac.authorization.k8s.io/v1
        kind: RoleBinding
        metadata: {name: read, namespace: default}
        subjects: [{kind: User, name: jane, apiGroup: rbac.authorization.k8s.io}]
      `,
      errors: [{ messageId: 'missing', path: 'roleRef', line: 1, column: 1 }],
    },
    {
      name: 'a Pod without containers',
      code: 'apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  contAIN3rz: [{name: web, image: nginx}]\n',
      errors: [{ messageId: 'missing', path: 'spec.containers', line: 4, column: 1, endColumn: 5 }],
    },
  ],
});
