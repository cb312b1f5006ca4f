import rule from '../../../rules/pod/disruption-budget-selector-unmatched.js';
import { runSetTests } from '../../utils/set-tester.js';
import { deployment } from './_set.js';

const pdb = (selector: string) =>
  `apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: web}\nspec:\n  minAvailable: 1\n${selector}`;

runSetTests(rule, {
  valid: [
    {
      name: 'matchLabels select the Deployment pods',
      files: { 'app.yaml': `${deployment('web', 'app: web')}---\n${pdb('  selector: {matchLabels: {app: web}}\n')}` },
    },
    {
      name: 'an expression selects them',
      files: {
        'app.yaml': `${deployment('web', 'app: web')}---\n${pdb('  selector:\n    matchExpressions: [{key: app, operator: In, values: [web, api]}]\n')}`,
      },
    },
    {
      name: 'an empty selector selects every pod',
      files: { 'app.yaml': `${deployment('web', 'app: web')}---\n${pdb('  selector: {}\n')}` },
    },
    { name: 'no workload in the checked files', files: { 'pdb.yaml': pdb('  selector: {matchLabels: {app: web}}\n') } },
  ],
  invalid: [
    {
      name: 'a selector that matches nothing, and an absent selector',
      files: { 'app.yaml': `${deployment('web', 'app: web')}---\n${pdb('  selector: {matchLabels: {app: api}}\n')}---\n${pdb('')}` },
      errors: [
        {
          uri: 'app.yaml',
          messageId: 'unmatched',
          path: 'spec.selector',
          line: 18,
          column: 3,
          message:
            '`spec.selector` matches the pod template of no workload of an unspecified namespace in the checked files; the budget protects no pods.',
        },
        { uri: 'app.yaml', messageId: 'absent', path: 'spec.selector', line: 23, column: 1 },
      ],
    },
  ],
});
