import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { selectorProblems } from '../_shared/volume-sources.js';

export default createRule({
  id: 'persistent-volume-claim/selector-invalid',
  meta: {
    kinds: ['PersistentVolumeClaim'],
    type: 'field',
    severity: 'error',
    messages: {
      selectorInvalid: '`{{path}}` is not a valid label selector: {{detail}}.',
    },
    docs: {
      description: 'Enforce label selector syntax in claim selectors',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'selector' },
      details:
        '`spec.selector` is a label selector: valid label keys and values in `matchLabels`; in `matchExpressions` a valid key, ' +
        'operator In or NotIn with values, or Exists or DoesNotExist without values.',
    },
  },
  check(ctx) {
    // A claim without a spec is checked as one with an empty spec (the server requires its fields).
    const spec = isObject(ctx.object.spec) ? ctx.object.spec : {};
    for (const p of selectorProblems(spec.selector, ['spec', 'selector'])) ctx.report(p);
  },
});
