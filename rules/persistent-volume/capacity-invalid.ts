import { createRule, type JsonObject, parseQuantity } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { invalid, notSupported, required, type Problem } from '../_shared/volume-sources.js';

function specProblems(spec: JsonObject): Problem[] {
  const capacity = isObject(spec.capacity) ? spec.capacity : {};
  const keys = Object.keys(capacity);
  if (keys.length === 0) return [required('capacityRequired', ['spec', 'capacity'])];
  const out: Problem[] = [];
  if (!keys.includes('storage') || keys.length > 1)
    out.push(notSupported('capacityKeys', ['spec', 'capacity'], keys.join(', '), ['storage']));
  for (const k of keys) {
    const q = parseQuantity(capacity[k]);
    if (q && q.value <= 0) out.push(invalid('capacityNotPositive', ['spec', 'capacity', { key: k }], q.text, 'must be greater than zero'));
  }
  return out;
}

export default createRule({
  id: 'persistent-volume/capacity-invalid',
  meta: {
    kinds: ['PersistentVolume'],
    type: 'field',
    severity: 'error',
    messages: {
      capacityRequired: '`{{path}}` is missing or empty; a PersistentVolume states its size as `capacity.storage`.',
      capacityKeys: '`{{path}}` has the keys {{value}}; the only key allowed is `storage`.',
      capacityNotPositive: '`{{path}}` is {{value}}; the capacity must be greater than zero.',
    },
    docs: {
      description: 'Require a positive storage capacity as the only PersistentVolume capacity',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'capacity' },
      details:
        '`spec.capacity` is required, has exactly the key `storage`, and its quantity is greater than zero. The server reports ' +
        'other keys at `spec.capacity` and a bad value at `spec.capacity[storage]`. A malformed quantity is refused earlier, while ' +
        'decoding (`schema/invalid-type`).',
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec)) return;
    for (const p of specProblems(spec)) ctx.report(p);
  },
});
