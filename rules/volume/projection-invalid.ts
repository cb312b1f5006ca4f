import { createRule } from '@plumbline/engine';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { projectionProblems } from './_checks.js';
import { forEachVolume } from './_rule.js';

export default createRule({
  id: 'volume/projection-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      extraMember: '`{{path}}` sets {{members}}; each entry of `projected.sources` projects exactly one of them.',
      tokenTooShort: '`{{path}}` is {{value}} seconds; a service account token lives at least 600 seconds (10 minutes).',
      tokenTooLong: '`{{path}}` is {{value}} seconds; a service account token lives at most 2^32 seconds.',
      tokenPathRequired: '`{{path}}` is missing or empty; a service account token projection names the file it is written to.',
      pathRequired: '`{{path}}` is missing or empty; a cluster trust bundle projection names the file it is written to.',
      pathAbsolute: '`{{path}}` is "{{value}}", an absolute path; a projected file path is relative to the volume.',
      pathBackstep: '`{{path}}` is "{{value}}", which contains a `..` element; a projected file path may not step out of the volume.',
      pathDotDotPrefix: '`{{path}}` is "{{value}}", which starts with `..`; the kubelet keeps such names for its own files.',
      bundleNameAndSigner: '`{{path}}` sets both `name` and `signerName`; a cluster trust bundle projection selects by one of them.',
      bundleNameRequired: "`{{path}}` is empty; a cluster trust bundle selected by name needs the ClusterTrustBundle's name.",
      bundleSelectorWithName: '`{{path}}` is set with `name`; a label selector only applies to a projection by `signerName`.',
      bundleSourceRequired: '`{{path}}` sets neither `name` nor `signerName`; a cluster trust bundle projection needs one of them.',
      selectorInvalid: '`{{path}}` is not a valid label selector: {{detail}}.',
      signerRequired: '`{{path}}` is missing or empty; the projection names a signer.',
      signerFormat: '`{{path}}` is "{{value}}"; a signer name is a domain and a path, like `example.com/signer-name`.',
      signerDomainInvalid: '`{{path}}` is "{{value}}", whose domain "{{domain}}" is not a DNS subdomain: {{detail}}.',
      keyTypeNotSupported: '`{{path}}` is "{{value}}"; the key type is one of {{allowed}}.',
      maxExpirationTooShort: '`{{path}}` is {{value}} seconds; a pod certificate lives at least 3600 seconds (1 hour).',
      maxExpirationTooLong: '`{{path}}` is {{value}} seconds; for this signer a pod certificate lives at most {{max}} seconds.',
      certificatePathsRequired:
        '`{{path}}` sets none of `credentialBundlePath`, `keyPath` and `certificateChainPath`; a pod certificate ' +
        'projection writes at least one file.',
    },
    docs: {
      description: 'Enforce one member per projected source and valid service account token, trust bundle and pod certificate projections',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'projected' },
      details: [
        'Each entry of `projected.sources` sets exactly one of secret, configMap, downwardAPI, serviceAccountToken, clusterTrustBundle ' +
          'and podCertificate.',
        '`serviceAccountToken`: `path` is required, relative, without a `..` element and not starting with `..`; `expirationSeconds` ' +
          '(default 3600) must be at least 600 and at most 2^32 (the bound is inclusive on the server; the specification summary says ' +
          '"below"). The server reports path problems at `<volume>.projected.path`, without the source index (the editor points at the ' +
          "token's `path`).",
        '`clusterTrustBundle` (feature gate ClusterTrustBundleProjection, off by default in v1.34): exactly one of `name` and ' +
          '`signerName`; `labelSelector` only with `signerName`; `path` required, relative and not escaping.',
        '`podCertificate` (feature gate PodCertificateRequest, off by default in v1.34): `signerName` required (`<domain>/<path>`), ' +
          '`keyType` one of RSA3072, RSA4096, ECDSAP256, ECDSAP384, ECDSAP521, ED25519; `maxExpirationSeconds` from 3600 to 7862400 ' +
          '(86400 for `kubernetes.io/` signers); at least one of `credentialBundlePath`, `keyPath`, `certificateChainPath`. Any one of ' +
          'them is enough: `validateProjectionSources` (pkg/apis/core/validation/validation.go, v1.34.1) counts the paths set and ' +
          'requires only that the count is not zero, so `keyPath` without `certificateChainPath` (or the reverse) is accepted.',
        'With its gate off, the server drops the clusterTrustBundle or podCertificate member before validation, so nothing is reported ' +
          'here (`volume/gated-source-dropped` warns instead).',
      ].join('\n\n'),
      serverDifferences: [
        {
          cases: ['vol.sat.exp.4294967296'],
          reason:
            "The server's upper bound for expirationSeconds is inclusive " +
            '(2^32 is accepted); the specification summary says "below 2^32". Plumbline follows the server without a warning: a token ' +
            'lifetime of exactly 2^32 seconds is harmless.',
        },
      ],
    },
  },
  check(ctx) {
    forEachVolume(ctx, (v, env) => {
      for (const p of projectionProblems(v.volume, v.path, env)) ctx.report(p);
    });
  },
});
