import rule from '../../../rules/endpoint-slice/service-port-name-mismatch.js';
import { runSetTests } from '../../utils/set-tester.js';

runSetTests(rule, {
  valid: [
    { name: 'named and unnamed ports match their Services (complete app)', files: 'complete-app' },
    { name: 'the Service is not in the checked files (partial view)', files: 'partial-view' },
  ],
  invalid: [
    {
      name: 'a misnamed and an unnamed slice port (broken app)',
      files: 'broken-app',
      errors: [
        { uri: 'slices.yaml', messageId: 'mismatch', path: 'ports[0].name', line: 12, column: 11, endColumn: 14 },
        { uri: 'slices.yaml', messageId: 'mismatch', path: 'ports[1].name', line: 14, column: 5 },
      ],
    },
  ],
});
