import { GENERIC_MESSAGES, checkIscsi } from '../_shared/volume-sources.js';
import { sharedSourceProblems } from './_checks.js';
import { persistentSource, volumeRule } from './_rule.js';

export default volumeRule(
  'volume/iscsi-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Require an iSCSI target portal, a well-formed target name and a LUN from 0 to 255',
      spec: [
        { doc: 'part3', section: 'PersistentVolume', field: 'iscsi' },
        { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'iscsi' },
      ],
      details: [
        '`iscsi.targetPortal` and `iscsi.iqn` are required. The target name (and a custom `initiatorName`) starts with `iqn`, `eui` or `naa` and has that format (`iqn.YYYY-MM.<reversed domain>:<name>`, `eui.` and 16 characters, `naa.` and 32). `lun` is 0 to 255. CHAP authentication (`chapAuthDiscovery`, `chapAuthSession`) needs `secretRef`; in a PersistentVolume the secret reference needs a name.',
        '`lun` is a plain integer: an omitted LUN is 0, a valid LUN, so "LUN required" cannot be observed on the server. The server fills `iscsiInterface` with `default`. An initiator name problem is reported at `iscsi.initiatorname` (lowercase), as the server does. In a PersistentVolume with `initiatorName`, `<volume name>:<targetPortal>` must be at most 64 characters (reported at `spec.iscsi.targetportal`, lowercase).',
      ].join('\n\n'),
      serverDifferences: [{ cases: ['vol.iscsi.lun-missing'], reason: 'The server cannot tell an omitted LUN from LUN 0 (a valid LUN), so it accepts the volume; Plumbline follows the server and does not warn either.' }],
    },
  },
  (v, env) => sharedSourceProblems(v.volume, v.path, env, 'iscsi'),
  persistentSource('iscsi', (src, path, ctx) => checkIscsi(src, path, true, typeof ctx.object.metadata === 'object' && ctx.object.metadata !== null ? String((ctx.object.metadata as Record<string, unknown>).name ?? '') : '')),
);
