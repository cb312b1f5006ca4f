import assert from 'node:assert/strict';
import { lintText } from '@plumbline/core';
import rule from '../../../rules/pod/restart-policy-not-allowed.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const deploymentNever = yaml`
  apiVersion: apps/v1
  kind: Deployment
  metadata:
    name: web
  spec:
    selector:
      matchLabels: {app: web}
    template:
      metadata:
        labels: {app: web}
      spec:
        restartPolicy: Never
        containers:
          - name: web
            image: nginx
`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'a Pod may use any of the three policies',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: once
        spec:
          restartPolicy: OnFailure
          containers:
            - name: app
              image: busybox
      `,
    },
    {
      name: 'a Deployment with the default policy',
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
              labels: {app: web}
            spec:
              containers:
                - name: web
                  image: nginx
      `,
    },
    {
      name: 'a Job with Never and a CronJob with OnFailure',
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: once
        spec:
          template:
            spec:
              restartPolicy: Never
              containers:
                - name: app
                  image: busybox
        ---
        apiVersion: batch/v1
        kind: CronJob
        metadata:
          name: nightly
        spec:
          schedule: "0 0 * * *"
          jobTemplate:
            spec:
              template:
                spec:
                  restartPolicy: OnFailure
                  containers:
                    - name: app
                      image: busybox
      `,
    },
  ],
  invalid: [
    {
      name: 'Never in a Deployment',
      code: deploymentNever,
      errors: [
        {
          messageId: 'notAlways',
          path: 'spec.template.spec.restartPolicy',
          message: '`spec.template.spec.restartPolicy` is "Never"; the pods of a Deployment are restarted forever, so it must be "Always".',
          line: 12,
          column: 22,
          endLine: 12,
          endColumn: 27,
        },
      ],
    },
    {
      name: 'OnFailure in a StatefulSet (checked although its template is not otherwise validated)',
      code: yaml`
        apiVersion: apps/v1
        kind: StatefulSet
        metadata:
          name: db
        spec:
          serviceName: db
          selector:
            matchLabels: {app: db}
          template:
            metadata:
              labels: {app: db}
            spec:
              restartPolicy: OnFailure
              containers:
                - name: db
                  image: postgres
      `,
      errors: [{ messageId: 'notAlways', path: 'spec.template.spec.restartPolicy', line: 13, column: 22 }],
    },
    {
      name: 'a Job without a policy: defaulted to Always, then refused',
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: once
        spec:
          template:
            spec:
              containers:
                - name: app
                  image: busybox
      `,
      errors: [
        {
          messageId: 'jobAlways',
          path: 'spec.template.spec.restartPolicy',
          message:
            '`spec.template.spec.restartPolicy` is unset; the pods of a Job run to completion: set it to "OnFailure" or "Never" ' +
            '(an unset policy is defaulted to "Always").',
          line: 7,
          column: 5,
        },
      ],
    },
    {
      name: 'Always in a CronJob, and an unknown policy in a Pod',
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
                spec:
                  restartPolicy: Always
                  containers:
                    - name: app
                      image: busybox
        ---
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          restartPolicy: Sometimes
          containers:
            - name: app
              image: nginx
      `,
      errors: [
        { messageId: 'jobAlways', path: 'spec.jobTemplate.spec.template.spec.restartPolicy', line: 11, column: 26 },
        {
          messageId: 'unsupported',
          path: 'spec.restartPolicy',
          message: '`spec.restartPolicy` is "Sometimes"; a restart policy is one of "Always", "OnFailure", "Never".',
          line: 21,
          column: 18,
        },
      ],
    },
    {
      name: 'an unknown policy in a Job',
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: once
        spec:
          template:
            spec:
              restartPolicy: never
              containers:
                - name: app
                  image: busybox
      `,
      errors: [{ messageId: 'unsupported', path: 'spec.template.spec.restartPolicy', line: 8, column: 22 }],
    },
  ],
});

describe('pod/restart-policy-not-allowed quick fix', () => {
  it('offers Always for a Deployment', () => {
    const [finding] = lintText(deploymentNever, { uri: 'test.yaml' }).diagnostics.filter((d) => d.ruleId === rule.id);
    assert.ok(finding, 'the rule reports the policy');
    assert.deepEqual(finding.fix, {
      description: 'Use Always',
      path: ['spec', 'template', 'spec', 'restartPolicy'],
      action: 'set',
      value: 'Always',
    });
  });
});
