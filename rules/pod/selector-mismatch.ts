import { createRule, formatPath, type Fix, type JsonObject } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';
import { labelsText, matchSelector } from '../_shared/label-selector.js';

const LABEL_SELECTOR_KINDS: ReadonlySet<string> = new Set(['Deployment', 'ReplicaSet', 'DaemonSet', 'StatefulSet', 'Job']);

export default createRule({
  id: 'pod/selector-mismatch',
  meta: {
    kinds: ['ReplicationController', 'Deployment', 'ReplicaSet', 'DaemonSet', 'StatefulSet', 'Job'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      mismatch:
        '`{{path}}` ({{labels}}) is not matched by `spec.selector` ({{selector}}); a {{kind}} must select the pods of its own ' +
        'template.',
      selectorMissing: '`{{path}}` is missing; {{why}}.',
    },
    docs: {
      description: "Require a controller's selector to match its pod template's labels",
      spec: POD_SPEC_REFS,
      details:
        'As the server does (Kubernetes v1.34): a Deployment and a ReplicaSet (`ValidatePodTemplateSpecForReplicaSet`), a ' +
        'DaemonSet (`ValidateDaemonSetSpec`), a StatefulSet (`ValidatePodTemplateSpecForStatefulSet`) and a Job with ' +
        '`manualSelector: true` (`ValidateJobSpec`) need `spec.selector` to match `spec.template.metadata.labels`; an absent ' +
        'selector matches nothing (and the server also requires it: `schema/required-field-missing` for the apps kinds, ' +
        'this rule for a manual Job selector), an empty one (`{}`) skips the check. A selector that does not convert (a bad ' +
        'operator, key or value) is not compared. A Job without `manualSelector` gets a generated selector and labels. A ' +
        'ReplicationController (`ValidatePodTemplateSpecForRC`) with an empty selector has it defaulted from the template ' +
        'labels (`SetDefaults_ReplicationController`); if both are empty, `spec.selector` is required. For an absent ' +
        'selector of the apps kinds a quick fix inserts one that selects the template labels.',
    },
  },
  check(ctx) {
    const kind = ctx.definition.kind;
    const spec = ctx.object.spec;
    if (!isObject(spec) || !isObject(spec.template)) return;
    const template = spec.template;
    const labels: JsonObject = isObject(template.metadata) && isObject(template.metadata.labels) ? template.metadata.labels : {};
    const labelsPath = ['spec', 'template', 'metadata', 'labels'];
    const selectorPath = ['spec', 'selector'];
    if (kind === 'ReplicationController') {
      const selector = isObject(spec.selector) ? spec.selector : {};
      // An empty selector is defaulted from the template labels.
      if (Object.keys(selector).length === 0) {
        if (Object.keys(labels).length === 0) {
          const why = 'it defaults to the template labels, but the template has none';
          ctx.report({
            messageId: 'selectorMissing',
            path: selectorPath,
            reason: 'FieldValueRequired',
            data: { path: 'spec.selector', why },
          });
        }
        return;
      }
      if (Object.entries(selector).some(([k, v]) => labels[k] !== v)) {
        ctx.report({
          messageId: 'mismatch',
          path: labelsPath,
          data: { path: formatPath(labelsPath), labels: labelsText(labels), selector: labelsText(selector), kind },
        });
      }
      return;
    }
    if (!LABEL_SELECTOR_KINDS.has(kind)) return;
    if (kind === 'Job' && spec.manualSelector !== true) return;
    const selector = spec.selector;
    if (kind === 'Job' && (selector === undefined || selector === null)) {
      const why = 'a Job with `manualSelector: true` names its own selector';
      ctx.report({ messageId: 'selectorMissing', path: selectorPath, reason: 'FieldValueRequired', data: { path: 'spec.selector', why } });
    }
    if (matchSelector(selector, labels) !== 'mismatch') return;
    const absent = selector === undefined || selector === null;
    const selectorText = absent ? 'absent, so it matches nothing' : selectorSummary(selector);
    const fix: Fix | undefined =
      absent && kind !== 'Job' && Object.keys(labels).length > 0
        ? { description: 'Select the template labels', path: selectorPath, action: 'insert', value: { matchLabels: { ...labels } } }
        : undefined;
    ctx.report({
      messageId: 'mismatch',
      path: labelsPath,
      data: { path: formatPath(labelsPath), labels: labelsText(labels), selector: selectorText, kind },
      ...(fix ? { fix } : {}),
    });
  },
});

function selectorSummary(selector: unknown): string {
  if (!isObject(selector)) return 'not a selector';
  const parts: string[] = [];
  if (isObject(selector.matchLabels)) parts.push(labelsText(selector.matchLabels));
  if (Array.isArray(selector.matchExpressions) && selector.matchExpressions.length > 0) {
    parts.push(`${selector.matchExpressions.length} expression(s)`);
  }
  return parts.join('; ');
}
