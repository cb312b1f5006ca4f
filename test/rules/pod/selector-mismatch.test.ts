import assert from 'node:assert/strict';
import { lintText } from '@plumbline/core';
import rule from '../../../rules/pod/selector-mismatch.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const daemonSetWithoutSelector = yaml`
  apiVersion: apps/v1
  kind: DaemonSet
  metadata:
    name: agent
  spec:
    template:
      metadata:
        labels: {app: agent}
      spec:
        containers:
          - name: agent
            image: fluent/fluent-bit:3.0
`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'matchLabels and expressions that match',
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
        spec:
          selector:
            matchLabels: {app: web}
            matchExpressions:
              - {key: tier, operator: In, values: [front, back]}
              - {key: canary, operator: DoesNotExist}
              - {key: track, operator: NotIn, values: [beta]}
              - {key: app, operator: Exists}
          template:
            metadata:
              labels: {app: web, tier: front, track: stable}
            spec:
              containers:
                - name: web
                  image: nginx
      `,
    },
    {
      name: 'a ReplicationController whose selector is defaulted from the template labels',
      code: yaml`
        apiVersion: v1
        kind: ReplicationController
        metadata:
          name: web
        spec:
          replicas: 2
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
      name: 'a Job without manualSelector gets a generated selector',
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: once
        spec:
          selector:
            matchLabels: {app: other}
          template:
            spec:
              restartPolicy: Never
              containers:
                - name: app
                  image: busybox
      `,
    },
    {
      name: 'a selector with a bad operator is not compared (the server reports the operator)',
      code: yaml`
        apiVersion: apps/v1
        kind: ReplicaSet
        metadata:
          name: web
        spec:
          selector:
            matchExpressions:
              - {key: app, operator: Equals, values: [web]}
          template:
            metadata:
              labels: {app: other}
            spec:
              containers:
                - name: web
                  image: nginx
      `,
    },
  ],
  invalid: [
    {
      name: 'the issue example: a Deployment selecting app=web with template labels app=other',
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
        spec:
          selector: {matchLabels: {app: web}}
          template:
            metadata: {labels: {app: other}}
            spec:
              containers:
                - name: web
                  image: nginx
      `,
      errors: [
        {
          messageId: 'mismatch',
          path: 'spec.template.metadata.labels',
          message:
            '`spec.template.metadata.labels` (app=other) is not matched by `spec.selector` (app=web); a Deployment must select ' +
            'the pods of its own template.',
          line: 8,
          column: 16,
          endLine: 8,
          endColumn: 22,
        },
      ],
    },
    {
      name: 'a StatefulSet whose expression excludes its template',
      code: yaml`
        apiVersion: apps/v1
        kind: StatefulSet
        metadata:
          name: db
        spec:
          serviceName: db
          selector:
            matchExpressions:
              - {key: app, operator: NotIn, values: [db]}
          template:
            metadata:
              labels:
                app: db
            spec:
              containers:
                - name: db
                  image: postgres
      `,
      errors: [{ messageId: 'mismatch', path: 'spec.template.metadata.labels', line: 12, column: 7 }],
    },
    {
      name: 'a DaemonSet without a selector matches nothing',
      code: daemonSetWithoutSelector,
      errors: [{ messageId: 'mismatch', path: 'spec.template.metadata.labels', line: 8, column: 7 }],
    },
    {
      name: 'a ReplicationController with a selector its template does not carry, and one with neither',
      code: yaml`
        apiVersion: v1
        kind: ReplicationController
        metadata:
          name: web
        spec:
          selector: {app: web}
          template:
            metadata:
              labels: {app: web2}
            spec:
              containers:
                - name: web
                  image: nginx
        ---
        apiVersion: v1
        kind: ReplicationController
        metadata:
          name: bare
        spec:
          template:
            spec:
              containers:
                - name: web
                  image: nginx
      `,
      errors: [
        { messageId: 'mismatch', path: 'spec.template.metadata.labels', line: 9, column: 7 },
        {
          messageId: 'selectorMissing',
          path: 'spec.selector',
          message: '`spec.selector` is missing; it defaults to the template labels, but the template has none.',
          line: 19,
          column: 1,
        },
      ],
    },
    {
      name: 'a Job with manualSelector and no selector',
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: worker
        spec:
          manualSelector: true
          template:
            spec:
              restartPolicy: Never
              containers:
                - name: worker
                  image: busybox
      `,
      errors: [
        { messageId: 'selectorMissing', path: 'spec.selector', line: 5, column: 1 },
        { messageId: 'mismatch', path: 'spec.template.metadata.labels', line: 7, column: 3 },
      ],
    },
  ],
});

describe('pod/selector-mismatch quick fix', () => {
  it('inserts a selector for the template labels when the selector is absent', () => {
    const [finding] = lintText(daemonSetWithoutSelector, { uri: 'test.yaml' }).diagnostics.filter((d) => d.ruleId === rule.id);
    assert.ok(finding, 'the rule reports the absent selector');
    assert.deepEqual(finding.fix, {
      description: 'Select the template labels',
      path: ['spec', 'selector'],
      action: 'insert',
      value: { matchLabels: { app: 'agent' } },
    });
  });
});
