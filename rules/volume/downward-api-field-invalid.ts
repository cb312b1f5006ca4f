import { createRule } from '@plumbline/engine';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { downwardApiProblems } from './_checks.js';
import { forEachVolume } from './_rule.js';

export default createRule({
  id: 'volume/downward-api-field-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      refRequired: '`{{path}}` has an item with neither `fieldRef` nor `resourceFieldRef`; each item needs one of them.',
      bothRefs: '`{{path}}` has an item with both `fieldRef` and `resourceFieldRef`; each item takes only one of them.',
      fieldPathRequired: '`{{path}}` is missing or empty; a `fieldRef` names the Pod field to expose.',
      apiVersionUnsupported:
        '`{{path}}` is "{{value}}" with `apiVersion` {{apiVersion}}; a downwardAPI `fieldRef` only knows apiVersion ' + 'v1.',
      subscriptKeyInvalid: '`{{path}}` subscripts the key "{{value}}", which is not a label or annotation key: {{detail}}.',
      subscriptNotSupported: '`{{path}}` is "{{value}}"; only `metadata.labels` and `metadata.annotations` take a `[\'key\']` subscript.',
      fieldLabelUnknown: '`{{path}}` is "{{value}}", which is not a Pod field the server knows.',
      fieldPathNotSupported:
        '`{{path}}` is "{{value}}"; a downwardAPI volume file exposes one of {{allowed}} (or a label or annotation ' + 'by key).',
      containerNameRequired:
        '`{{path}}` is missing or empty; a `resourceFieldRef` in a volume names the container whose resources it ' + 'exposes.',
      resourceRequired: '`{{path}}` is missing or empty; a `resourceFieldRef` names the resource to expose.',
      resourceNotSupported: '`{{path}}` is "{{value}}"; the resources are {{allowed}} (and requests or limits of hugepages-<size>).',
      cpuDivisorInvalid: '`{{path}}` is {{value}}; the divisor of {{resource}} is 1m or 1.',
      divisorInvalid: '`{{path}}` is {{value}}; the divisor of {{resource}} is 1, 1k, 1M, 1G, 1T, 1P, 1E, 1Ki, 1Mi, 1Gi, 1Ti, 1Pi or 1Ei.',
    },
    docs: {
      description: 'Enforce the fields and resources a downwardAPI volume file may expose',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'downwardAPI' },
      details: [
        'Each downwardAPI item sets exactly one of `fieldRef` and `resourceFieldRef`. `fieldRef.fieldPath` may be `metadata.name`, ' +
          "`metadata.namespace`, `metadata.uid`, `metadata.labels`, `metadata.annotations`, or a subscript `metadata.labels['<key>']` " +
          "/ `metadata.annotations['<key>']` with a valid key. Pod fields that environment variables may use (`spec.nodeName`, " +
          '`status.podIP`, …) are not supported in volumes.',
        '`resourceFieldRef` needs `containerName` and a `resource` of `limits.cpu`, `limits.memory`, `limits.ephemeral-storage`, ' +
          '`requests.cpu`, `requests.memory`, `requests.ephemeral-storage` or `limits.hugepages-<size>` / `requests.hugepages-<size>` ' +
          '(the server accepts more than the four resources the specification lists). A `divisor` must be 1m or 1 for cpu, and 1, 1k, ' +
          '1Ki … 1E, 1Ei for the others, compared in the canonical form the server prints (`validateContainerResourceDivisor`): ' +
          '`1000m` is 1 and allowed, `1024` stays `1024` (not `1Ki`) and `1e3` stays an exponent, both refused.',
        'The server defaults `fieldRef.apiVersion` to v1 before validating.',
      ].join('\n\n'),
      serverDifferences: [
        {
          cases: ['vol.dapi.resource.requests.hugepages-2Mi'],
          reason:
            'The specification lists four resources; the ' +
            'server also supports ephemeral-storage and hugepages-<size>, which work. Plumbline follows the server without a warning, as ' +
            'these are real, supported resources.',
        },
      ],
    },
  },
  check(ctx) {
    forEachVolume(ctx, (v, env) => {
      for (const p of downwardApiProblems(v.volume, v.path, env)) ctx.report(p);
    });
  },
});
