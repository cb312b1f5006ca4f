import { GENERIC_MESSAGES, SELECTOR_MESSAGE } from '../_shared/volume-sources.js';
import { projectionProblems } from './_checks.js';
import { volumeRule } from './_rule.js';

export default volumeRule(
  'volume/projection-invalid',
  {
    severity: 'error',
    messages: { ...GENERIC_MESSAGES, ...SELECTOR_MESSAGE },
    docs: {
      description: 'Enforce one member per projected source and valid service account token, trust bundle and pod certificate projections',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'projected' },
      details: [
        'Each entry of `projected.sources` sets exactly one of secret, configMap, downwardAPI, serviceAccountToken, clusterTrustBundle and podCertificate.',
        '`serviceAccountToken`: `path` is required, relative, without a `..` element and not starting with `..`; `expirationSeconds` (default 3600) must be at least 600 and at most 2^32 (the bound is inclusive on the server; the specification summary says "below"). The server reports path problems at `<volume>.projected.path`, without the source index (the editor points at the token\'s `path`).',
        '`clusterTrustBundle` (feature gate ClusterTrustBundleProjection, off by default in v1.34): exactly one of `name` and `signerName`; `labelSelector` only with `signerName`; `path` required, relative and not escaping.',
        '`podCertificate` (feature gate PodCertificateRequest, off by default in v1.34): `signerName` required (`<domain>/<path>`), `keyType` one of RSA3072, RSA4096, ECDSAP256, ECDSAP384, ECDSAP521, ED25519; `maxExpirationSeconds` from 3600 to 7862400 (86400 for `kubernetes.io/` signers); at least one of `credentialBundlePath`, `keyPath`, `certificateChainPath`. Any one of them is enough: `validateProjectionSources` (pkg/apis/core/validation/validation.go, v1.34.1) counts the paths set and requires only that the count is not zero, so `keyPath` without `certificateChainPath` (or the reverse) is accepted.',
        'With its gate off, the server drops the clusterTrustBundle or podCertificate member before validation, so nothing is reported here (`volume/gated-source-dropped` warns instead).',
      ].join('\n\n'),
      serverDifferences: [{ cases: ['vol.sat.exp.4294967296'], reason: 'The server\'s upper bound for expirationSeconds is inclusive (2^32 is accepted); the specification summary says "below 2^32". Plumbline follows the server without a warning: a token lifetime of exactly 2^32 seconds is harmless.' }],
    },
  },
  (v, env) => projectionProblems(v.volume, v.path, env),
);
