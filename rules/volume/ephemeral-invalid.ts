import { createRule } from '@plumbline/engine';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { ephemeralProblems } from './_checks.js';
import { forEachVolume } from './_rule.js';

export default createRule({
  id: 'volume/ephemeral-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      templateRequired: '`{{path}}` is missing; an ephemeral volume needs the template of the claim it creates.',
      templateMetadataForbidden: '`{{path}}` is set; the metadata of a claim template may only carry labels and annotations.',
      labelKeyInvalid:
        '`{{path}}` has the key "{{value}}", which is not a label key (an optional DNS subdomain prefix and `/`, then a ' +
        'name): {{detail}}.',
      labelValueInvalid:
        '`{{path}}` has the value "{{value}}", which is not a label value (at most 63 letters, digits, `-`, `_` or ' + '`.`): {{detail}}.',
      annotationKeyInvalid:
        '`{{path}}` has the key "{{value}}", which is not an annotation key (an optional DNS subdomain prefix and ' +
        '`/`, then a name): {{detail}}.',
      claimNameInvalid:
        '`{{path}}` is "{{value}}", which makes the claim name "{{claim}}" (`<pod name>-<volume name>`), not a DNS ' +
        'subdomain: {{detail}}.',
      accessModesRequired: '`{{path}}` is missing or empty; the claim template needs at least one access mode.',
      accessModeNotSupported: '`{{path}}` has "{{value}}"; the access modes are {{allowed}}.',
      readWriteOncePodNotAlone: '`{{path}}` combines ReadWriteOncePod with other access modes; ReadWriteOncePod must be the only one.',
      selectorInvalid: '`{{path}}` is not a valid label selector: {{detail}}.',
      storageRequired: '`{{path}}` is missing; the claim template requests its size as `resources.requests.storage`.',
      storageNotPositive: '`{{path}}` is {{value}}; the requested storage must be greater than zero.',
      classNameInvalid: '`{{path}}` is "{{value}}", which is not a class name (a DNS subdomain): {{detail}}.',
      volumeModeNotSupported: '`{{path}}` is "{{value}}"; the volume mode is one of {{allowed}}.',
      dataSourceNameRequired:
        '`{{path}}` is missing or empty; the data source of a claim template names the object the new volume is ' + 'copied from.',
      dataSourceKindRequired:
        '`{{path}}` is missing or empty; the data source of a claim template names the kind of the object to copy ' + 'from.',
      dataSourceCoreKind:
        '`{{path}}` has kind "{{value}}" in the core API group; a claim template may only copy a PersistentVolumeClaim ' + 'from there.',
      dataSourceGroupInvalid: '`{{path}}` is "{{value}}"; the API group of a claim template\'s data source is a DNS subdomain: {{detail}}.',
      dataSourceNamespaceInvalid: '`{{path}}` is "{{value}}"; the namespace of a claim template\'s data source is a DNS label: {{detail}}.',
      dataSourceWithNamespace:
        '`{{path}}` sets `dataSource` while `dataSourceRef.namespace` is set; a cross-namespace data source goes ' +
        'in `dataSourceRef` only.',
      dataSourceMismatch:
        '`{{path}}` sets `dataSource` and `dataSourceRef` to different objects; when both are set they must name the ' + 'same object.',
    },
    docs: {
      description: 'Require a valid claim template in ephemeral volumes',
      spec: [
        { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'ephemeral' },
        { doc: 'part3', section: 'PersistentVolumeClaim' },
      ],
      details: [
        '`ephemeral.volumeClaimTemplate` is required. Its `metadata` may set only labels and annotations (other fields are refused with ' +
          '"cannot be set for a template"); its `spec` is validated like a PersistentVolumeClaim spec (access modes, ' +
          '`resources.requests.storage`, volume mode, data sources, selector, class names).',
        'For a Pod with a name, the claim is named `<pod name>-<volume name>`; when that is not a valid claim name (a DNS subdomain of ' +
          "at most 253 characters) the server refuses the Pod and reports it at the volume's `name`. Pod templates have no name yet, so " +
          'that check is left to the Pods they create.',
        "The server defaults the template's `volumeMode` to Filesystem.",
      ].join('\n\n'),
      serverDifferences: [
        {
          cases: ['vol.ephemeral.claim-name.ok'],
          reason:
            "The server's warning here is about the Pod's long dotted " +
            "name as a hostname, not about the volume; Plumbline's volume rules do not check Pod names beyond `metadata/name-invalid`.",
        },
      ],
    },
  },
  check(ctx) {
    forEachVolume(ctx, (v, env) => {
      for (const p of ephemeralProblems(v.volume, v.path, env)) ctx.report(p);
    });
  },
});
