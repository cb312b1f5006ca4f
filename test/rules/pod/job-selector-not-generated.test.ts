import rule from '../../../rules/pod/job-selector-not-generated.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { jobYaml } from './_job.js';

const labelled = (labels: string, extra = '') =>
  jobYaml(extra).replace('  template:\n', `  template:\n    metadata:\n      labels: {${labels}}\n`);

ruleTester.run(rule, {
  valid: [
    { name: 'no selector: generated', code: labelled('app: batch') },
    { name: 'a manual selector', code: labelled('app: batch', '  manualSelector: true\n  selector:\n    matchLabels: {app: batch}\n') },
    { name: 'the job-name label with the Job name', code: labelled('job-name: once') },
    {
      name: 'a Job as the webhook receives it, with its UID and generated selector and labels',
      code: labelled(
        'batch.kubernetes.io/controller-uid: 0a1b2c3d, controller-uid: 0a1b2c3d, job-name: once, batch.kubernetes.io/job-name: once',
        '  selector:\n    matchLabels: {batch.kubernetes.io/controller-uid: 0a1b2c3d}\n',
      ).replace('  name: once\n', '  name: once\n  uid: 0a1b2c3d\n'),
    },
  ],
  invalid: [
    {
      name: 'a hand-written selector without manualSelector',
      code: labelled('app: batch', '  selector:\n    matchLabels: {app: batch}\n'),
      errors: [
        {
          messageId: 'selector',
          path: 'spec.selector',
          line: 6,
          column: 3,
          message:
            '`spec.selector` is set without `manualSelector: true`, and does not select the labels the server generates ' +
            '(controller-uid, job-name); leave the selector out, or set `spec.manualSelector: true`.',
        },
      ],
    },
    {
      name: 'a wrong job-name label and a copied controller-uid label',
      code: labelled('job-name: other, controller-uid: abc-123'),
      errors: [
        {
          messageId: 'nameLabel',
          path: 'spec.template.metadata.labels[job-name]',
          line: 8,
          column: 26,
          message:
            '`spec.template.metadata.labels[job-name]` is "other"; the server generates it as the Job name "once": remove the label or make it match.',
        },
        { messageId: 'uidLabel', path: 'spec.template.metadata.labels[controller-uid]', line: 8, column: 49 },
      ],
    },
  ],
});
