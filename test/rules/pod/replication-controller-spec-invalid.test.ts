import rule from '../../../rules/pod/replication-controller-spec-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'a template and minReadySeconds 0',
      code: yaml`
        apiVersion: v1
        kind: ReplicationController
        metadata:
          name: web
        spec:
          minReadySeconds: 0
          template:
            metadata:
              labels: {app: web}
            spec:
              containers:
                - name: web
                  image: nginx
      `,
    },
    {
      name: 'an empty template is a template (its pod spec is for the other rules)',
      code: yaml`
        apiVersion: v1
        kind: ReplicationController
        metadata:
          name: web
        spec:
          selector: {app: web}
          template: {}
      `,
    },
  ],
  invalid: [
    {
      name: 'no template (the public case rc.template.missing)',
      code: yaml`
        apiVersion: v1
        kind: ReplicationController
        metadata:
          name: web
        spec:
          replicas: 2
          selector: {app: web}
      `,
      errors: [
        {
          messageId: 'required',
          path: 'spec.template',
          line: 5,
          column: 1,
          endLine: 5,
          endColumn: 5,
          message: '`spec.template` is required: a ReplicationController needs a pod template.',
        },
      ],
    },
    {
      name: 'no spec: neither a template nor a selector to default from',
      code: yaml`
        apiVersion: v1
        kind: ReplicationController
        metadata:
          name: web
      `,
      errors: [
        {
          messageId: 'required',
          path: 'spec.selector',
          line: 1,
          column: 1,
          message: '`spec.selector` is required: without a template there are no labels to default it from.',
        },
        { messageId: 'required', path: 'spec.template', line: 1, column: 1 },
      ],
    },
    {
      name: 'a negative minReadySeconds',
      code: yaml`
        apiVersion: v1
        kind: ReplicationController
        metadata:
          name: web
        spec:
          minReadySeconds: -5
          template:
            metadata:
              labels: {app: web}
            spec:
              containers:
                - name: web
                  image: nginx
      `,
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.minReadySeconds',
          line: 6,
          column: 20,
          message: '`spec.minReadySeconds` is -5: must be greater than or equal to 0.',
        },
      ],
    },
  ],
});
