import { createRule } from '@plumbline/engine';
import { checkFlexVolume } from '../_shared/volume-sources.js';
import { POD_AND_PERSISTENT_KINDS, sourceProblems } from './_rule.js';

export default createRule({
  id: 'volume/flex-volume-invalid',
  meta: {
    kinds: [...POD_AND_PERSISTENT_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      driverRequired: '`{{path}}` is missing or empty; a FlexVolume names its driver.',
      optionReserved:
        '`{{path}}`: the option key "{{value}}" is in a domain Kubernetes reserves (kubernetes.io, k8s.io); use a key of ' +
        'your own domain.',
    },
    docs: {
      description: 'Require a FlexVolume driver and unreserved option keys',
      spec: [
        { doc: 'part3', section: 'PersistentVolume', field: 'flexVolume' },
        { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'flexVolume' },
      ],
      details:
        '`flexVolume.driver` is required; option keys whose prefix (the part before `/`, or the whole key) is `kubernetes.io`, ' +
        '`k8s.io` or one of their subdomains are reserved. FlexVolume itself is deprecated (`volume/source-deprecated`). Applies to Pod ' +
        'volumes and to PersistentVolumes.',
    },
  },
  check(ctx) {
    for (const p of sourceProblems(ctx, 'flexVolume', checkFlexVolume)) ctx.report(p);
  },
});
