import { createRule } from '@plumbline/engine';
import { checkCsi } from '../_shared/volume-sources.js';
import { POD_AND_PERSISTENT_KINDS, sourceProblems } from './_rule.js';

export default createRule({
  id: 'volume/csi-invalid',
  meta: {
    kinds: [...POD_AND_PERSISTENT_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      driverRequired: '`{{path}}` is missing or empty; a CSI volume names its driver.',
      driverTooLong: '`{{path}}` is "{{value}}", {{length}} characters long; a CSI driver name has at most 63 characters.',
      driverInvalid: '`{{path}}` is "{{value}}", which is not a CSI driver name (a DNS subdomain when lowercased): {{detail}}.',
      volumeHandleRequired: '`{{path}}` is missing or empty; a CSI PersistentVolume needs the handle its driver gave the volume.',
      secretNameRequired: '`{{path}}` is missing or empty; a CSI secret reference names the Secret.',
      secretNameInvalid: '`{{path}}` is "{{value}}", which is not a Secret name (a DNS subdomain): {{detail}}.',
      secretNamespaceRequired:
        "`{{path}}` is missing or empty; a CSI secret reference of a PersistentVolume names the Secret's " + 'namespace.',
      secretNamespaceInvalid: '`{{path}}` is "{{value}}", which is not a namespace name (a DNS label): {{detail}}.',
    },
    docs: {
      description: 'Require a well-formed CSI driver name, a volume handle and complete secret references',
      spec: [
        { doc: 'part3', section: 'PersistentVolume', field: 'csi' },
        { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'csi' },
      ],
      details: [
        '`csi.driver` is required: at most 63 characters, a DNS subdomain when lowercased (`ebs.csi.aws.com`).',
        'In a PersistentVolume `csi.volumeHandle` is required and each secret reference (`controllerPublishSecretRef`, ' +
          '`nodeStageSecretRef`, `nodePublishSecretRef`, `controllerExpandSecretRef`, `nodeExpandSecretRef`) needs a `name` (DNS ' +
          'subdomain) and a `namespace` (DNS label). In an inline Pod volume `nodePublishSecretRef.name` is required when the reference ' +
          'is set.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    for (const p of sourceProblems(ctx, 'csi', (src, path) => checkCsi(src, path, true))) ctx.report(p);
  },
});
