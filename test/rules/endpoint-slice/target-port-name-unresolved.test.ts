import rule from '../../../rules/endpoint-slice/target-port-name-unresolved.js';
import { yaml } from '../../utils/rule-tester.js';
import { runSetTests } from '../../utils/set-tester.js';

runSetTests(rule, {
  valid: [
    { name: 'the named target port exists (complete app)', files: 'complete-app' },
    { name: 'the selected Pods are not in the checked files (partial view)', files: 'partial-view' },
    {
      name: 'a CronJob template declares the port',
      files: {
        'job.yaml': yaml`
          apiVersion: batch/v1
          kind: CronJob
          metadata: {name: report}
          spec:
            schedule: "0 * * * *"
            jobTemplate:
              spec:
                template:
                  metadata: {labels: {app: report}}
                  spec:
                    restartPolicy: Never
                    containers: [{name: r, image: busybox, ports: [{name: metrics, containerPort: 9100}]}]
          ---
          apiVersion: v1
          kind: Service
          metadata: {name: report}
          spec:
            selector: {app: report}
            ports: [{port: 9100, targetPort: metrics}]
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'no selected container declares the name (broken app, template in a List)',
      files: 'broken-app',
      errors: [{ uri: 'services.yaml', messageId: 'unresolved', path: 'spec.ports[0].targetPort', line: 12, column: 19, endColumn: 27 }],
    },
    {
      name: 'a Pod with a differently named port',
      files: {
        'pod.yaml': yaml`
          apiVersion: v1
          kind: Pod
          metadata: {name: cache, labels: {app: cache, tier: db}}
          spec:
            containers: [{name: redis, image: redis, ports: [{name: redis, containerPort: 6379}]}]
        `,
        'svc.yaml': yaml`
          apiVersion: v1
          kind: Service
          metadata: {name: cache}
          spec:
            selector: {app: cache}
            ports: [{port: 6379, targetPort: resp}]
        `,
      },
      errors: [
        {
          uri: 'svc.yaml',
          messageId: 'unresolved',
          path: 'spec.ports[0].targetPort',
          line: 6,
          column: 36,
          message: '`spec.ports[0].targetPort` is "resp", but no container of the 1 pod template(s) selected by this Service (Pod "cache") declares a port of that name; its endpoints will have no port.',
        },
      ],
    },
  ],
});
