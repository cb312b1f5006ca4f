import { createRule } from '@plumbline/engine';
import { checkProvisioner } from '../_shared/provisioner.js';

export default createRule({
  id: 'storage-class/provisioner-invalid',
  meta: {
    kinds: ['StorageClass'],
    type: 'field',
    severity: 'error',
    messages: {
      missing: '`provisioner` is required: name the volume plugin or CSI driver that provisions volumes of this class.',
      invalid: '`provisioner` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Require `provisioner` to be a valid qualified name',
      spec: { doc: 'part3', section: 'StorageClass', field: 'provisioner' },
      details:
        'The server requires `provisioner` and checks it, lowercased, as a qualified name: an optional DNS subdomain prefix and `/`, ' +
        'then at most 63 characters of letters, digits, `-`, `_` and `.`, starting and ending with a letter or digit ' +
        '(`ebs.csi.aws.com`, `kubernetes.io/no-provisioner`). Upper case letters are accepted.',
    },
  },
  check(ctx) {
    checkProvisioner(ctx, 'provisioner');
  },
});
