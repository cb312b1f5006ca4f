import { GENERIC_MESSAGES, SELECTOR_MESSAGE } from '../_shared/volume-sources.js';
import { ephemeralProblems } from './_checks.js';
import { volumeRule } from './_rule.js';

export default volumeRule(
  'volume/ephemeral-invalid',
  {
    severity: 'error',
    messages: { ...GENERIC_MESSAGES, ...SELECTOR_MESSAGE },
    docs: {
      description: 'Require a valid claim template in ephemeral volumes',
      spec: [
        { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'ephemeral' },
        { doc: 'part3', section: 'PersistentVolumeClaim' },
      ],
      details: [
        '`ephemeral.volumeClaimTemplate` is required. Its `metadata` may set only labels and annotations (other fields are refused with "cannot be set for a template"); its `spec` is validated like a PersistentVolumeClaim spec (access modes, `resources.requests.storage`, volume mode, data sources, selector, class names).',
        'For a Pod with a name, the claim is named `<pod name>-<volume name>`; when that is not a valid claim name (a DNS subdomain of at most 253 characters) the server refuses the Pod and reports it at the volume\'s `name`. Pod templates have no name yet, so that check is left to the Pods they create.',
        'The server defaults the template\'s `volumeMode` to Filesystem.',
      ].join('\n\n'),
      serverDifferences: [{ cases: ['vol.ephemeral.claim-name.ok'], reason: 'The server\'s warning here is about the Pod\'s long dotted name as a hostname, not about the volume; Plumbline\'s volume rules do not check Pod names beyond `metadata/name-invalid`.' }],
    },
  },
  (v, env) => ephemeralProblems(v.volume, v.path, env),
);
