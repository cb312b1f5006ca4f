import rule from '../../../rules/endpoints/service-port-name-mismatch.js';
import { yaml } from '../../utils/rule-tester.js';
import { runSetTests } from '../../utils/set-tester.js';

const service = yaml`
  apiVersion: v1
  kind: Service
  metadata: {name: db, namespace: data}
  spec:
    ports: [{name: pg, port: 5432}, {name: metrics, port: 9187}]
`;

const endpoints = (ports: string) => yaml`
  apiVersion: v1
  kind: Endpoints
  metadata: {name: db, namespace: data}
  subsets:
    - addresses: [{ip: 192.0.2.10}]
      ports: ${ports}
`;

runSetTests(rule, {
  valid: [
    { name: 'names match', files: { 'svc.yaml': service, 'ep.yaml': endpoints('[{name: pg, port: 5432}, {name: metrics, port: 9187}]') } },
    { name: 'the Service is not in the checked files', files: { 'ep.yaml': endpoints('[{name: postgres, port: 5432}]') } },
  ],
  invalid: [
    {
      name: 'a misnamed and an unnamed port',
      files: { 'svc.yaml': service, 'ep.yaml': endpoints('[{name: postgres, port: 5432}, {port: 9187}]') },
      errors: [
        { uri: 'ep.yaml', messageId: 'mismatch', path: 'subsets[0].ports[0].name', line: 6, column: 20, endColumn: 28, message: '`subsets[0].ports[0].name` is "postgres", but Service "db" has no port of that name (its port names: "pg", "metrics").' },
        { uri: 'ep.yaml', messageId: 'mismatch', path: 'subsets[0].ports[1].name', line: 6, column: 43 },
      ],
    },
  ],
});
