import { createRule } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';
import { CSI_DRIVER_NAME_MAX } from '../_shared/csi-driver-name.js';

export default createRule({
  id: 'csi-driver/name-too-long',
  meta: {
    kinds: ['CSIDriver'],
    type: 'field',
    severity: 'warning',
    messages: {
      tooLong:
        '`metadata.name` has {{length}} characters; a CSI driver name has at most {{max}}, and CSINode entries and ' +
        'VolumeAttachments cannot refer to a longer one.',
    },
    docs: {
      description: 'Disallow CSIDriver names longer than 63 characters',
      spec: { doc: 'part3', section: 'CSIDriver' },
      details:
        "The specification limits a CSI driver name to 63 characters. The server checks the CSIDriver object's name only as a DNS " +
        'subdomain (lowercase, up to 253 characters, enforced by `metadata/name-invalid`), so a longer name is accepted there; but the ' +
        'places that name a driver (`CSINode.spec.drivers[].name`, `VolumeAttachment.spec.attacher`, CSI volume sources) refuse names ' +
        "over 63 characters, so such a driver cannot be used. Plumbline warns instead of refusing, to keep the server's verdict. The " +
        'specification also allows upper case letters; the server refuses them in the object name, and Plumbline follows the server.',
    },
  },
  check(ctx) {
    const name = str(obj(ctx.object.metadata).name);
    if (name !== undefined && name.length > CSI_DRIVER_NAME_MAX) {
      ctx.report({ messageId: 'tooLong', path: ['metadata', 'name'], data: { length: name.length, max: CSI_DRIVER_NAME_MAX } });
    }
  },
});
