import { createRule } from '@plumbline/engine';
import { isObject, pathText } from '../_shared/helpers.js';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { activeSource } from './_checks.js';
import { forEachVolume } from './_rule.js';

const KNOWN = /^(|Memory|HugePages|HugePages-[0-9]+[KMGTPE]i?)$/;

export default createRule({
  id: 'volume/empty-dir-medium-unknown',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'warning',
    messages: {
      unknown:
        '`{{path}}` is "{{value}}"; the medium is empty (node default) or Memory (HugePages and HugePages-<size> also ' +
        'work on nodes with huge pages).',
    },
    docs: {
      description: 'Disallow emptyDir media the node does not know',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'emptyDir' },
      details:
        'The specification lists the empty string (node default storage) and `Memory`. The server does not validate `medium` and ' +
        'accepts any string; the kubelet then fails to set the volume up for values it does not know (`Disk`, `memory`). Plumbline warns ' +
        'for values other than empty, `Memory`, `HugePages` and `HugePages-<size>` (the last two are kubelet media the specification ' +
        'does not list).',
    },
  },
  check(ctx) {
    forEachVolume(ctx, (v, env) => {
      if (activeSource(v.volume, env) !== 'emptyDir' || !isObject(v.volume.emptyDir)) return;
      const medium = v.volume.emptyDir.medium;
      if (typeof medium !== 'string' || KNOWN.test(medium)) return;
      const path = [...v.path, 'emptyDir', 'medium'];
      ctx.report({ messageId: 'unknown', path, reason: 'FieldValueNotSupported', data: { path: pathText(path), value: medium } });
    });
  },
});
