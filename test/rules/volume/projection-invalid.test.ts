import rule from '../../../rules/volume/projection-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "valid #0",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: token
              projected:
                sources:
                  - serviceAccountToken:
                      path: token
                      expirationSeconds: 3600
                  - configMap:
                      name: kube-root-ca.crt
      `,
    },
    {
      name: "podCertificate with keyPath and no certificateChainPath (the server needs any one path)",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: cert
              projected:
                sources:
                  - podCertificate:
                      signerName: example.com/workload
                      keyType: ED25519
                      keyPath: tls.key
      `,
      featureGates: {"PodCertificateRequest":true},
    },
    {
      name: "podCertificate with certificateChainPath only",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: cert
              projected:
                sources:
                  - podCertificate:
                      signerName: example.com/workload
                      keyType: ED25519
                      certificateChainPath: tls.crt
      `,
      featureGates: {"PodCertificateRequest":true},
    },
  ],
  invalid: [
    {
      name: "two members in one source",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: bundle
              projected:
                sources:
                  - configMap: {name: a}
                    secret: {name: b}
      `,
      errors: [
        { messageId: 'extraMember', path: "spec.volumes[0].projected.sources[0]", line: 13, column: 13, endLine: 13, endColumn: 33 },
      ],
    },
    {
      name: "short token lifetime",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: token
              projected:
                sources:
                  - serviceAccountToken:
                      path: token
                      expirationSeconds: 60
      `,
      errors: [
        { messageId: 'tokenTooShort', path: "spec.volumes[0].projected.sources[0].serviceAccountToken.expirationSeconds", line: 15, column: 34, endLine: 15, endColumn: 36 },
      ],
    },
    {
      name: "absolute token path",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: token
              projected:
                sources:
                  - serviceAccountToken:
                      path: /var/run/token
      `,
      errors: [
        { messageId: 'pathAbsolute', path: "spec.volumes[0].projected.path", line: 14, column: 21, endLine: 14, endColumn: 35 },
      ],
    },
    {
      name: "token without path",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: token
              projected:
                sources:
                  - serviceAccountToken:
                      audience: vault
      `,
      errors: [
        { messageId: 'tokenPathRequired', path: "spec.volumes[0].projected.path", line: 11, column: 7, endLine: 11, endColumn: 16 },
      ],
    },
    {
      name: "pod certificate key type",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: cert
              projected:
                sources:
                  - podCertificate:
                      signerName: example.com/workload
                      keyType: DSA
                      credentialBundlePath: creds.pem
      `,
      featureGates: {"PodCertificateRequest":true},
      errors: [
        { messageId: 'keyTypeNotSupported', path: "spec.volumes[0].projected.sources[0].podCertificate.keyType", line: 15, column: 24, endLine: 15, endColumn: 27 },
      ],
    },
    {
      name: "trust bundle selector with a name",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: bundle
              projected:
                sources:
                  - clusterTrustBundle:
                      signerName: example.com/ca
                      labelSelector:
                        matchLabels: {"bad key!": x}
                      path: ca.pem
      `,
      featureGates: {"ClusterTrustBundleProjection":true},
      errors: [
        { messageId: 'selectorInvalid', path: "spec.volumes[0].projected.sources[0].clusterTrustBundle.labelSelector.matchLabels", line: 16, column: 17, endLine: 16, endColumn: 28 },
      ],
    },
    {
      name: "a token lifetime above 2^32 seconds",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              projected:
                sources:
                  - serviceAccountToken:
                      path: token
                      expirationSeconds: 4294967297
      `,
      errors: [
        { messageId: 'tokenTooLong', path: "spec.volumes[0].projected.sources[0].serviceAccountToken.expirationSeconds", line: 15, column: 34, endLine: 15, endColumn: 44 },
      ],
    },
    {
      name: "a token path with a .. element",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              projected:
                sources:
                  - serviceAccountToken:
                      path: a/../b
      `,
      errors: [
        { messageId: 'pathBackstep', path: "spec.volumes[0].projected.path", line: 14, column: 21, endLine: 14, endColumn: 27 },
      ],
    },
    {
      name: "a token path starting with ..",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              projected:
                sources:
                  - serviceAccountToken:
                      path: ..data
      `,
      errors: [
        { messageId: 'pathDotDotPrefix', path: "spec.volumes[0].projected.path", line: 14, column: 21, endLine: 14, endColumn: 27 },
      ],
    },
    {
      name: "a trust bundle without a path",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              projected:
                sources:
                  - clusterTrustBundle:
                      name: bundle
                      path: ""
      `,
      featureGates: {"ClusterTrustBundleProjection":true},
      errors: [
        { messageId: 'pathRequired', path: "spec.volumes[0].projected.sources[0].clusterTrustBundle.path", line: 15, column: 21, endLine: 15, endColumn: 23 },
      ],
    },
    {
      name: "a trust bundle by name and signer",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              projected:
                sources:
                  - clusterTrustBundle:
                      name: bundle
                      signerName: example.com/signer
                      path: ca.pem
      `,
      featureGates: {"ClusterTrustBundleProjection":true},
      errors: [
        { messageId: 'bundleNameAndSigner', path: "spec.volumes[0].projected.sources[0].clusterTrustBundle", line: 13, column: 13, endLine: 13, endColumn: 31 },
      ],
    },
    {
      name: "a trust bundle with an empty name",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              projected:
                sources:
                  - clusterTrustBundle:
                      name: ""
                      path: ca.pem
      `,
      featureGates: {"ClusterTrustBundleProjection":true},
      errors: [
        { messageId: 'bundleNameRequired', path: "spec.volumes[0].projected.sources[0].clusterTrustBundle.name", line: 14, column: 21, endLine: 14, endColumn: 23 },
      ],
    },
    {
      name: "a trust bundle with neither name nor signer",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              projected:
                sources:
                  - clusterTrustBundle:
                      path: ca.pem
      `,
      featureGates: {"ClusterTrustBundleProjection":true},
      errors: [
        { messageId: 'bundleSourceRequired', path: "spec.volumes[0].projected.sources[0].clusterTrustBundle", line: 13, column: 13, endLine: 13, endColumn: 31 },
      ],
    },
    {
      name: "a pod certificate without a signer",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              projected:
                sources:
                  - podCertificate:
                      signerName: ""
                      keyType: ED25519
                      credentialBundlePath: creds.pem
      `,
      featureGates: {"PodCertificateRequest":true},
      errors: [
        { messageId: 'signerRequired', path: "spec.volumes[0].projected.sources[0].podCertificate.signerName", line: 14, column: 27, endLine: 14, endColumn: 29 },
      ],
    },
    {
      name: "a signer name without a path",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              projected:
                sources:
                  - podCertificate:
                      signerName: example.com
                      keyType: ED25519
                      credentialBundlePath: creds.pem
      `,
      featureGates: {"PodCertificateRequest":true},
      errors: [
        { messageId: 'signerFormat', path: "spec.volumes[0].projected.sources[0].podCertificate.signerName", line: 14, column: 27, endLine: 14, endColumn: 38 },
      ],
    },
    {
      name: "a signer domain that is not a DNS subdomain",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              projected:
                sources:
                  - podCertificate:
                      signerName: Bad_Domain/signer
                      keyType: ED25519
                      credentialBundlePath: creds.pem
      `,
      featureGates: {"PodCertificateRequest":true},
      errors: [
        { messageId: 'signerDomainInvalid', path: "spec.volumes[0].projected.sources[0].podCertificate.signerName", line: 14, column: 27, endLine: 14, endColumn: 44 },
      ],
    },
    {
      name: "a certificate lifetime of one minute",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              projected:
                sources:
                  - podCertificate:
                      signerName: example.com/signer
                      keyType: ED25519
                      credentialBundlePath: creds.pem
                      maxExpirationSeconds: 60
      `,
      featureGates: {"PodCertificateRequest":true},
      errors: [
        { messageId: 'maxExpirationTooShort', path: "spec.volumes[0].projected.sources[0].podCertificate.maxExpirationSeconds", line: 17, column: 37, endLine: 17, endColumn: 39 },
      ],
    },
    {
      name: "a certificate lifetime above the kubernetes.io signer limit",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              projected:
                sources:
                  - podCertificate:
                      signerName: kubernetes.io/signer
                      keyType: ED25519
                      credentialBundlePath: creds.pem
                      maxExpirationSeconds: 86401
      `,
      featureGates: {"PodCertificateRequest":true},
      errors: [
        { messageId: 'maxExpirationTooLong', path: "spec.volumes[0].projected.sources[0].podCertificate.maxExpirationSeconds", line: 17, column: 37, endLine: 17, endColumn: 42 },
      ],
    },
    {
      name: "a pod certificate that writes no file",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              projected:
                sources:
                  - podCertificate:
                      signerName: example.com/signer
                      keyType: ED25519
      `,
      featureGates: {"PodCertificateRequest":true},
      errors: [
        { messageId: 'certificatePathsRequired', path: "spec.volumes[0].projected.sources[0].podCertificate", line: 13, column: 13, endLine: 13, endColumn: 27 },
      ],
    },
    {
      name: "a trust bundle by name with a label selector",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              projected:
                sources:
                  - clusterTrustBundle:
                      name: bundle
                      labelSelector:
                        matchLabels:
                          team: a
                      path: ca.pem
      `,
      featureGates: {"ClusterTrustBundleProjection":true},
      errors: [
        { messageId: 'bundleSelectorWithName', path: "spec.volumes[0].projected.sources[0].clusterTrustBundle.labelSelector", line: 15, column: 15, endLine: 15, endColumn: 28 },
      ],
    },
  ],
});
