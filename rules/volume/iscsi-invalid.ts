import { createRule } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { checkIscsi } from '../_shared/volume-sources.js';
import { POD_AND_PERSISTENT_KINDS, sourceProblems } from './_rule.js';

export default createRule({
  id: 'volume/iscsi-invalid',
  meta: {
    kinds: [...POD_AND_PERSISTENT_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      targetPortalRequired: '`{{path}}` is missing or empty; an iSCSI volume needs the target portal (IP or ip:port).',
      iqnRequired: '`{{path}}` is missing or empty; an iSCSI volume needs the target name (in iqn, eui or naa format).',
      iqnFormat: '`{{path}}` is "{{value}}", which is not an iqn name; the form is `iqn.YYYY-MM.<reversed domain>:<name>`.',
      euiFormat: '`{{path}}` is "{{value}}", which is not an eui name; the form is `eui.` followed by 16 letters or digits.',
      naaFormat: '`{{path}}` is "{{value}}", which is not an naa name; the form is `naa.` followed by 32 letters or digits.',
      nameFormat: '`{{path}}` is "{{value}}"; an iSCSI name starts with iqn, eui or naa.',
      lunOutOfRange: '`{{path}}` is {{value}}; an iSCSI LUN is between 0 and 255.',
      chapSecretRequired: '`{{path}}` is missing; CHAP authentication (`chapAuthDiscovery` or `chapAuthSession`) needs a secret reference.',
      secretNameRequired: '`{{path}}` is missing or empty; the secret reference of an iSCSI PersistentVolume names the Secret.',
      portalTooLong: '`{{path}}` is "{{value}}"; with `initiatorName` set, `<volume name>:<targetPortal>` must be at most 64 characters.',
    },
    docs: {
      description: 'Require an iSCSI target portal, a well-formed target name and a LUN from 0 to 255',
      spec: [
        { doc: 'part3', section: 'PersistentVolume', field: 'iscsi' },
        { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'iscsi' },
      ],
      details: [
        '`iscsi.targetPortal` and `iscsi.iqn` are required. The target name (and a custom `initiatorName`) starts with `iqn`, `eui` or ' +
          '`naa` and has that format (`iqn.YYYY-MM.<reversed domain>:<name>`, `eui.` and 16 characters, `naa.` and 32). `lun` is 0 to ' +
          '255. CHAP authentication (`chapAuthDiscovery`, `chapAuthSession`) needs `secretRef`; in a PersistentVolume the secret ' +
          'reference needs a name.',
        '`lun` is a plain integer: an omitted LUN is 0, a valid LUN, so "LUN required" cannot be observed on the server. The server ' +
          'fills `iscsiInterface` with `default`. An initiator name problem is reported at `iscsi.initiatorname` (lowercase), as the ' +
          'server does. In a PersistentVolume with `initiatorName`, `<volume name>:<targetPortal>` must be at most 64 characters ' +
          '(reported at `spec.iscsi.targetportal`, lowercase).',
      ].join('\n\n'),
      serverDifferences: [
        {
          cases: ['vol.iscsi.lun-missing'],
          reason:
            'The server cannot tell an omitted LUN from LUN 0 (a valid LUN), ' +
            'so it accepts the volume; Plumbline follows the server and does not warn either.',
        },
      ],
    },
  },
  check(ctx) {
    // In a PersistentVolume the length check of `<volume name>:<targetPortal>` needs the object's name.
    const name = isObject(ctx.object.metadata) ? String(ctx.object.metadata.name ?? '') : '';
    for (const p of sourceProblems(ctx, 'iscsi', (src, path) => checkIscsi(src, path, true, name))) ctx.report(p);
  },
});
