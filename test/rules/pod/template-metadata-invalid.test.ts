import rule from '../../../rules/pod/template-metadata-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'prefixed label keys, an empty label value and upper-case annotation keys (lower-cased before the check)',
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
        spec:
          selector:
            matchLabels: {app: web}
          template:
            metadata:
              labels: {app: web, example.com/tier: "", v: "1.2_x"}
              annotations: {Example.COM/Owner: team, note: "any value at all"}
            spec:
              containers:
                - name: web
                  image: nginx
      `,
    },
    {
      name: "a Pod's own labels are metadata/label-invalid's",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
          labels: {app: web server}
        spec:
          containers:
            - name: web
              image: nginx
      `,
    },
  ],
  invalid: [
    {
      name: 'a label value with a space in a PodTemplate (the public case podtpl.label-bad)',
      code: yaml`
        apiVersion: v1
        kind: PodTemplate
        metadata:
          name: web
        template:
          metadata:
            labels: {app: web server}
          spec:
            containers:
              - name: web
                image: nginx
      `,
      errors: [
        {
          messageId: 'labelValue',
          path: 'template.labels',
          line: 7,
          column: 19,
          endLine: 7,
          endColumn: 29,
          message:
            '`template.labels[app]` is "web server": must be empty or consist of letters, digits, ' +
            "'-', '_' or '.', starting and ending with a letter or digit.",
        },
      ],
    },
    {
      name: 'a label key and an annotation key that are not qualified names, in a CronJob job template',
      code: yaml`
        apiVersion: batch/v1
        kind: CronJob
        metadata:
          name: nightly
        spec:
          schedule: "0 0 * * *"
          jobTemplate:
            spec:
              template:
                metadata:
                  labels: {"bad key": x}
                  annotations: {"a/b/c": x}
                spec:
                  restartPolicy: Never
                  containers:
                    - name: run
                      image: busybox
      `,
      errors: [
        { messageId: 'labelKey', path: 'spec.jobTemplate.spec.template.labels', line: 11, column: 20 },
        { messageId: 'annotationKey', path: 'spec.jobTemplate.spec.template.annotations', line: 12, column: 25 },
      ],
    },
    {
      name: 'template annotations over 256 KiB in all',
      code: yaml`
        apiVersion: v1
        kind: PodTemplate
        metadata:
          name: web
        template:
          metadata:
            annotations: {big: ${'x'.repeat(262142)}}
          spec:
            containers:
              - name: web
                image: nginx
      `,
      errors: [
        {
          messageId: 'tooLarge',
          path: 'template.annotations',
          line: 7,
          column: 5,
          message: '`template.annotations` totals 262145 bytes of keys and values; at most 262144 are allowed.',
        },
      ],
    },
  ],
});
