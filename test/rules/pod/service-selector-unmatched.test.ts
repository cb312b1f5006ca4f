import rule from '../../../rules/pod/service-selector-unmatched.js';
import { runSetTests } from '../../utils/set-tester.js';
import { deployment, service } from './_set.js';

runSetTests(rule, {
  valid: [
    {
      name: 'the selector matches a Deployment template',
      files: { 'app.yaml': `${deployment('web', 'app: web, tier: front')}---\n${service('web', 'app: web')}` },
    },
    { name: 'no workload in the checked files (partial view)', files: { 'svc.yaml': service('web', 'app: web') } },
    {
      name: 'a StatefulSet pod name and a Job name are labels the controllers add',
      files: {
        'sts.yaml':
          'apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: db}\nspec:\n  serviceName: db\n  selector: {matchLabels: {app: db}}\n' +
          '  template:\n    metadata: {labels: {app: db}}\n    spec: {containers: [{name: db, image: postgres}]}\n',
        'job.yaml':
          'apiVersion: batch/v1\nkind: Job\nmetadata: {name: train}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n' +
          '      containers: [{name: t, image: trainer}]\n',
        'svc.yaml': `${service('db-0', 'app: db, statefulset.kubernetes.io/pod-name: db-0')}---\n${service('train', 'job-name: train')}`,
      },
    },
    {
      name: 'hand-written endpoints stand for the pods',
      files: {
        'app.yaml':
          `${deployment('other', 'app: other')}---\n${service('web', 'app: web')}---\n` +
          'apiVersion: v1\nkind: Endpoints\nmetadata: {name: web}\nsubsets: [{addresses: [{ip: 10.0.0.1}], ports: [{port: 80}]}]\n',
      },
    },
    {
      name: 'a workload only in another namespace',
      files: {
        'a.yaml': deployment('w', 'app: w').replace('{name: w}', '{name: w, namespace: a}'),
        'b.yaml': service('web', 'app: web').replace('{name: web}', '{name: web, namespace: b}'),
      },
    },
  ],
  invalid: [
    {
      name: 'a selector label typo',
      files: { 'app.yaml': `${deployment('web', 'app: web')}---\n${service('web', 'app: wbe')}` },
      errors: [
        {
          uri: 'app.yaml',
          messageId: 'unmatched',
          path: 'spec.selector',
          line: 17,
          column: 3,
          message:
            '`spec.selector` (app=wbe) matches the pod template of no workload of an unspecified namespace in the checked files; the ' +
            'Service would have no endpoints.',
        },
      ],
    },
  ],
});
