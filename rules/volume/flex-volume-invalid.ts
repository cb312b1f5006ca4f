import { GENERIC_MESSAGES, checkFlexVolume } from '../_shared/volume-sources.js';
import { sharedSourceProblems } from './_checks.js';
import { persistentSource, volumeRule } from './_rule.js';

export default volumeRule(
  'volume/flex-volume-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Require a FlexVolume driver and unreserved option keys',
      spec: [
        { doc: 'part3', section: 'PersistentVolume', field: 'flexVolume' },
        { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'flexVolume' },
      ],
      details: '`flexVolume.driver` is required; option keys whose prefix (the part before `/`, or the whole key) is `kubernetes.io`, `k8s.io` or one of their subdomains are reserved. FlexVolume itself is deprecated (`volume/source-deprecated`). Applies to Pod volumes and to PersistentVolumes.',
    },
  },
  (v, env) => sharedSourceProblems(v.volume, v.path, env, 'flexVolume'),
  persistentSource('flexVolume', checkFlexVolume),
);
