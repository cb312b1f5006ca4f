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
        { messageId: 'forbidden', path: "spec.volumes[0].projected.sources[0]", line: 13, column: 13, endLine: 13, endColumn: 33 },
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
        { messageId: 'invalid', path: "spec.volumes[0].projected.sources[0].serviceAccountToken.expirationSeconds", line: 15, column: 34, endLine: 15, endColumn: 36 },
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
        { messageId: 'invalid', path: "spec.volumes[0].projected.path", line: 14, column: 21, endLine: 14, endColumn: 35 },
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
        { messageId: 'required', path: "spec.volumes[0].projected.path", line: 11, column: 7, endLine: 11, endColumn: 16 },
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
        { messageId: 'notSupported', path: "spec.volumes[0].projected.sources[0].podCertificate.keyType", line: 15, column: 24, endLine: 15, endColumn: 27 },
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
  ],
});
