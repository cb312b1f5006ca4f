import { createRule } from '@plumbline/engine';
import { defaultedCopy } from './kind.js';
import { volumeParts } from './pod-volumes-immutable.js';

export default createRule({
  id: 'volume/job-template-volumes-immutable',
  meta: {
    kinds: ['Job'],
    type: 'transition',
    severity: 'error',
    messages: {
      changed:
        "`spec.template` changes the volumes or volume mounts of the Job's pod template; a Job's template is " +
        'immutable (create a new Job).',
    },
    docs: {
      description: "Disallow changes to the volumes of an existing Job's pod template",
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
      details: [
        'The server refuses any change of a Job\'s `spec.template` ("field is immutable", reported at `spec.template`), except ' +
          'scheduling directives and labels/annotations of a suspended Job that never started. Plumbline checks the part it models: the ' +
          'volumes and the volume mounts of containers and init containers.',
        'The stored Job was defaulted when it was created; Plumbline defaults both objects before comparing, so restating a default ' +
          '(`defaultMode: 420`) is not a change.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    if (!ctx.oldObject) return;
    if (volumeParts(ctx.object, 'Job') !== volumeParts(defaultedCopy(ctx.oldObject, 'Job'), 'Job'))
      ctx.report({ messageId: 'changed', path: ['spec', 'template'] });
  },
});
