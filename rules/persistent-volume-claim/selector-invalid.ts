import { SELECTOR_MESSAGE, selectorProblems } from '../_shared/volume-sources.js';
import { pvcRule } from './_rule.js';

export default pvcRule(
  'persistent-volume-claim/selector-invalid',
  {
    severity: 'error',
    messages: { ...SELECTOR_MESSAGE },
    docs: {
      description: 'Enforce label selector syntax in claim selectors',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'selector' },
      details: '`spec.selector` is a label selector: valid label keys and values in `matchLabels`; in `matchExpressions` a valid key, operator In or NotIn with values, or Exists or DoesNotExist without values.',
    },
  },
  (spec) => selectorProblems(spec.selector, ['spec', 'selector']),
);
