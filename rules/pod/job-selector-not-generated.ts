import { createRule, formatPath, key, type JsonObject, type PathSegment } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';
import { matchSelector } from '../_shared/label-selector.js';

const NAME_LABELS = ['job-name', 'batch.kubernetes.io/job-name'];
const UID_LABELS = ['controller-uid', 'batch.kubernetes.io/controller-uid'];
/** Stands for the UID the server assigns on create, which no manifest can know. */
const UNKNOWN_UID = 'uid-assigned-by-the-server-on-create';

export default createRule({
  id: 'pod/job-selector-not-generated',
  meta: {
    kinds: ['Job'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      selector:
        '`spec.selector` is set without `manualSelector: true`, and does not select the labels the server generates ' +
        '(controller-uid, job-name); leave the selector out, or set `spec.manualSelector: true`.',
      nameLabel: '`{{path}}` is "{{value}}"; the server generates it as the Job name "{{name}}": remove the label or make it match.',
      uidLabel: '`{{path}}` is "{{value}}"; the server sets it to the Job UID, which a manifest cannot know: remove the label.',
    },
    docs: {
      description: 'Disallow a hand-written Job selector or generated labels without manualSelector',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`generateSelector` in `pkg/registry/batch/job/strategy.go` and `validateGeneratedSelector`, Kubernetes ' +
        'v1.34): unless `manualSelector` is true, the server adds `controller-uid`, `batch.kubernetes.io/controller-uid`, `job-name` ' +
        'and `batch.kubernetes.io/job-name` to the template labels where they are absent and `batch.kubernetes.io/controller-uid` ' +
        'to the selector, then requires the template labels to hold the Job name and UID ("must be …", Invalid at ' +
        '`spec.template.metadata.labels[<key>]`) and the selector to select them ("`selector` not auto-generated", Invalid at ' +
        '`spec.selector`). On create the UID is new, so any UID label or selector value written in a manifest is wrong; an object ' +
        'that carries `metadata.uid` (as the webhook receives it) is checked against that UID. An absent selector is generated and ' +
        'never reported.',
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec) || spec.manualSelector === true) return;
    const meta = isObject(ctx.object.metadata) ? ctx.object.metadata : {};
    const name = typeof meta.name === 'string' ? meta.name : undefined;
    const uid = typeof meta.uid === 'string' && meta.uid !== '' ? meta.uid : undefined;
    // On update without a known UID the stored UID is unknown here: skip the UID checks.
    const uidKnown = uid !== undefined || !ctx.oldObject;
    const template = isObject(spec.template) ? spec.template : {};
    const labels: JsonObject = isObject(template.metadata) && isObject(template.metadata.labels) ? template.metadata.labels : {};
    const labelPath = (k: string): PathSegment[] => ['spec', 'template', 'metadata', 'labels', key(k)];
    for (const k of NAME_LABELS) {
      const value = labels[k];
      if (name === undefined || value === undefined || value === name) continue;
      const path = labelPath(k);
      ctx.report({ messageId: 'nameLabel', path, data: { path: formatPath(path), value: String(value), name } });
    }
    if (uidKnown) {
      for (const k of UID_LABELS) {
        const value = labels[k];
        if (value === undefined || value === uid) continue;
        const path = labelPath(k);
        ctx.report({ messageId: 'uidLabel', path, data: { path: formatPath(path), value: String(value) } });
      }
    }
    const selector = spec.selector;
    if (!isObject(selector) || !uidKnown || name === undefined) return;
    // The selector as generateSelector completes it, against the labels validateGeneratedSelector expects.
    const theUid = uid ?? UNKNOWN_UID;
    const matchLabels = isObject(selector.matchLabels) ? selector.matchLabels : {};
    const completed = { ...selector, matchLabels: { 'batch.kubernetes.io/controller-uid': theUid, ...matchLabels } };
    const expected = Object.fromEntries([...NAME_LABELS.map((k) => [k, name]), ...UID_LABELS.map((k) => [k, theUid])]);
    if (matchSelector(completed, expected) === 'mismatch') ctx.report({ messageId: 'selector', path: ['spec', 'selector'] });
  },
});
