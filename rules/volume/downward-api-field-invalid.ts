import { GENERIC_MESSAGES } from '../_shared/volume-sources.js';
import { downwardApiProblems } from './_checks.js';
import { volumeRule } from './_rule.js';

export default volumeRule(
  'volume/downward-api-field-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid, notSupported: GENERIC_MESSAGES.notSupported },
    docs: {
      description: 'Enforce the fields and resources a downwardAPI volume file may expose',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'downwardAPI' },
      details: [
        'Each downwardAPI item sets exactly one of `fieldRef` and `resourceFieldRef`. `fieldRef.fieldPath` may be `metadata.name`, `metadata.namespace`, `metadata.uid`, `metadata.labels`, `metadata.annotations`, or a subscript `metadata.labels[\'<key>\']` / `metadata.annotations[\'<key>\']` with a valid key. Pod fields that environment variables may use (`spec.nodeName`, `status.podIP`, …) are not supported in volumes.',
        '`resourceFieldRef` needs `containerName` and a `resource` of `limits.cpu`, `limits.memory`, `limits.ephemeral-storage`, `requests.cpu`, `requests.memory`, `requests.ephemeral-storage` or `limits.hugepages-<size>` / `requests.hugepages-<size>` (the server accepts more than the four resources the specification lists). A `divisor` must be 1m or 1 for cpu, and 1, 1k, 1Ki … 1E, 1Ei for the others.',
        'The server defaults `fieldRef.apiVersion` to v1 before validating.',
      ].join('\n\n'),
      serverDifferences: [{ cases: ['vol.dapi.resource.requests.hugepages-2Mi'], reason: 'The specification lists four resources; the server also supports ephemeral-storage and hugepages-<size>, which work. Plumbline follows the server without a warning, as these are real, supported resources.' }],
    },
  },
  (v, env) => downwardApiProblems(v.volume, v.path, env),
);
