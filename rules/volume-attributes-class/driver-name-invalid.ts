import { createRule } from '@plumbline/engine';
import { checkProvisioner } from '../_shared/provisioner.js';

export default createRule({
  id: 'volume-attributes-class/driver-name-invalid',
  meta: {
    kinds: ['VolumeAttributesClass'],
    type: 'field',
    severity: 'error',
    messages: {
      missing: '`driverName` is required: name the CSI driver that applies these attributes.',
      invalid: '`driverName` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Require `driverName` to be a valid driver name',
      spec: { doc: 'part3', section: 'VolumeAttributesClass', field: 'driverName' },
      details:
        'The server requires `driverName` and checks it the way it checks a StorageClass provisioner: lowercased, it must be a qualified ' +
        'name (an optional DNS subdomain prefix and `/`, then at most 63 characters of letters, digits, `-`, `_` and `.`, alphanumeric ' +
        'at both ends). This is looser than the CSI driver name format of CSINode and VolumeAttachment (which allows no `/` but up to ' +
        '63 characters of a DNS subdomain) and is what the server enforces.',
    },
  },
  check(ctx) {
    checkProvisioner(ctx, 'driverName');
  },
});
