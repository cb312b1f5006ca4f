import { isObject } from '../_shared/helpers.js';
import { GENERIC_MESSAGES, invalid, notSupported, required, type Problem } from '../_shared/volume-sources.js';
import { parseQuantity } from '@plumbline/engine';
import { pvRule } from './_rule.js';

export default pvRule(
  'persistent-volume/capacity-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, notSupported: GENERIC_MESSAGES.notSupported, invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Require a positive storage capacity as the only PersistentVolume capacity',
      spec: { doc: 'part3', section: 'PersistentVolume', field: 'capacity' },
      details: '`spec.capacity` is required, has exactly the key `storage`, and its quantity is greater than zero. The server reports other keys at `spec.capacity` and a bad value at `spec.capacity[storage]`. A malformed quantity is refused earlier, while decoding (`schema/invalid-type`).',
    },
  },
  (spec) => {
    const capacity = isObject(spec.capacity) ? spec.capacity : {};
    const keys = Object.keys(capacity);
    if (keys.length === 0) return [required(['spec', 'capacity'])];
    const out: Problem[] = [];
    if (!keys.includes('storage') || keys.length > 1) out.push(notSupported(['spec', 'capacity'], keys.join(', '), ['storage']));
    for (const k of keys) {
      const q = parseQuantity(capacity[k]);
      if (q && q.value <= 0) out.push(invalid(['spec', 'capacity', { key: k }], q.text, 'must be greater than zero'));
    }
    return out;
  },
);
