import { createRule, type JsonObject, parseQuantity } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import type { Problem } from '../_shared/volume-sources.js';

function specProblems(spec: JsonObject): Problem[] {
  const resources = isObject(spec.resources) ? spec.resources : {};
  const requests = isObject(resources.requests) ? resources.requests : {};
  const limits = isObject(resources.limits) ? resources.limits : {};
  const out: Problem[] = [];
  for (const [key, value] of Object.entries(requests)) {
    const r = parseQuantity(value);
    const l = parseQuantity(limits[key]);
    if (r && l && r.value > l.value)
      out.push({
        messageId: 'above',
        path: ['spec', 'resources', 'requests', { key }],
        reason: 'FieldValueInvalid',
        data: { key, request: r.text, limit: l.text },
      });
  }
  return out;
}

export default createRule({
  id: 'persistent-volume-claim/requests-above-limits',
  meta: {
    kinds: ['PersistentVolumeClaim'],
    type: 'field',
    severity: 'warning',
    messages: { above: '`spec.resources.requests[{{key}}]` is {{request}}, above the limit {{limit}}; requests cannot exceed limits.' },
    docs: {
      description: 'Disallow claim requests above the claim limits',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'resources' },
      details:
        'The specification says claim requests cannot exceed limits. The v1.34 server does not check this for claims and accepts ' +
        'the claim; Plumbline keeps that verdict and warns.',
    },
  },
  check(ctx) {
    // A claim without a spec is checked as one with an empty spec (the server requires its fields).
    const spec = isObject(ctx.object.spec) ? ctx.object.spec : {};
    for (const p of specProblems(spec)) ctx.report(p);
  },
});
