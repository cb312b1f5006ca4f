import { createRule, labelSelectorProblems } from '@plumbline/engine';

export default createRule({
  id: 'csi-storage-capacity/node-topology-invalid',
  meta: {
    kinds: ['CSIStorageCapacity'],
    type: 'field',
    severity: 'error',
    messages: {
      invalid: '`nodeTopology.{{where}}` {{problem}}.',
    },
    docs: {
      description: 'Enforce a valid label selector in `nodeTopology`',
      spec: { doc: 'part3', section: 'CSIStorageCapacity', field: 'nodeTopology' },
      details:
        'The server validates `nodeTopology` as a label selector: `matchLabels` keys are qualified names and values label values ' +
        '(reported at `nodeTopology.matchLabels`); each `matchExpressions` entry has a qualified-name `key`, an operator of `In`, ' +
        '`NotIn`, `Exists`, `DoesNotExist`, values for `In`/`NotIn` and none for `Exists`/`DoesNotExist`, and label-value values.',
    },
  },
  check(ctx) {
    for (const p of labelSelectorProblems(ctx.object.nodeTopology)) {
      const where = p.path
        .map((s) => (typeof s === 'number' ? `[${s}]` : typeof s === 'string' ? `.${s}` : `[${s.key}]`))
        .join('')
        .replace(/^\./, '');
      ctx.report({ messageId: 'invalid', path: ['nodeTopology', ...p.path], reason: p.reason, data: { where, problem: p.message } });
    }
  },
});
