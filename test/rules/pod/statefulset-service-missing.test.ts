import rule from '../../../rules/pod/statefulset-service-missing.js';
import { runSetTests } from '../../utils/set-tester.js';
import { service } from './_set.js';

const sts = (serviceName: string) =>
  `apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: db}\nspec:\n  serviceName: ${serviceName}\n  selector: {matchLabels: {app: db}}\n` +
  '  template:\n    metadata: {labels: {app: db}}\n    spec: {containers: [{name: db, image: postgres}]}\n';

runSetTests(rule, {
  valid: [
    {
      name: 'a headless Service of that name',
      files: { 'db.yaml': `${sts('db')}---\n${service('db', 'app: db', '  clusterIP: None\n')}` },
    },
    { name: 'no Service in the checked files', files: { 'db.yaml': sts('db') } },
    { name: 'an empty serviceName', files: { 'db.yaml': `${sts('""')}---\n${service('web', 'app: web')}` } },
  ],
  invalid: [
    {
      name: 'a missing Service and a Service that is not headless',
      files: {
        'db.yaml': `${sts('db-headless')}---\n${service('db', 'app: db')}`,
        'cache.yaml': `${sts('db').replace('name: db}', 'name: cache}')}`,
      },
      errors: [
        { uri: 'cache.yaml', messageId: 'notHeadless', path: 'spec.serviceName', line: 5, column: 16 },
        {
          uri: 'db.yaml',
          messageId: 'missing',
          path: 'spec.serviceName',
          line: 5,
          column: 16,
          message:
            '`spec.serviceName` names Service "db-headless", which is not among the Services of an unspecified namespace in the checked files.',
        },
      ],
    },
  ],
});
