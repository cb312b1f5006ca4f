import rule from '../../../rules/pod/autoscaler-target-missing.js';
import { runSetTests } from '../../utils/set-tester.js';
import { deployment } from './_set.js';

const hpa = (kind: string, name: string) =>
  `apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata: {name: web}\nspec:\n` +
  `  scaleTargetRef: {apiVersion: apps/v1, kind: ${kind}, name: ${name}}\n  minReplicas: 1\n  maxReplicas: 5\n`;

runSetTests(rule, {
  valid: [
    { name: 'the Deployment is there', files: { 'app.yaml': `${deployment('web', 'app: web')}---\n${hpa('Deployment', 'web')}` } },
    { name: 'no Deployment in the checked files', files: { 'hpa.yaml': hpa('Deployment', 'web') } },
    {
      name: 'a custom resource target is not checked',
      files: { 'app.yaml': `${deployment('web', 'app: web')}---\n${hpa('Rollout', 'web')}` },
    },
    {
      name: 'a target kind named like an Object.prototype member is a custom resource too',
      files: { 'app.yaml': `${deployment('web', 'app: web')}---\n${hpa('constructor', 'web')}` },
    },
  ],
  invalid: [
    {
      name: 'a misspelt target name',
      files: { 'app.yaml': `${deployment('web', 'app: web')}---\n${hpa('Deployment', 'wbe')}` },
      errors: [
        {
          uri: 'app.yaml',
          messageId: 'missing',
          path: 'spec.scaleTargetRef.name',
          line: 17,
          column: 65,
          message:
            '`spec.scaleTargetRef.name` names Deployment "wbe", which is not among the Deployments of an unspecified namespace in the ' +
            'checked files.',
        },
      ],
    },
  ],
});
