import { GENERIC_MESSAGES, checkCsi } from '../_shared/volume-sources.js';
import { sharedSourceProblems } from './_checks.js';
import { persistentSource, volumeRule } from './_rule.js';

export default volumeRule(
  'volume/csi-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Require a well-formed CSI driver name, a volume handle and complete secret references',
      spec: [
        { doc: 'part3', section: 'PersistentVolume', field: 'csi' },
        { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'csi' },
      ],
      details: [
        '`csi.driver` is required: at most 63 characters, a DNS subdomain when lowercased (`ebs.csi.aws.com`).',
        'In a PersistentVolume `csi.volumeHandle` is required and each secret reference (`controllerPublishSecretRef`, `nodeStageSecretRef`, `nodePublishSecretRef`, `controllerExpandSecretRef`, `nodeExpandSecretRef`) needs a `name` (DNS subdomain) and a `namespace` (DNS label). In an inline Pod volume `nodePublishSecretRef.name` is required when the reference is set.',
      ].join('\n\n'),
    },
  },
  (v, env) => sharedSourceProblems(v.volume, v.path, env, 'csi'),
  persistentSource('csi', (src, path) => checkCsi(src, path, true)),
);
