import rule from '../../../rules/manifest/build-file.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'a manifest with a version field is not a chart',
      code: yaml`
        apiVersion: v1
        kind: ConfigMap
        metadata: {name: versions}
        data: {version: "1"}
      `,
    },
  ],
  invalid: [
    {
      name: 'Chart.yaml',
      code: yaml`
        apiVersion: v2
        name: web
        version: 0.1.0
        appVersion: "1.27"
      `,
      errors: [{ messageId: 'helmChart', path: '', line: 1, column: 1, severity: 'info' }],
    },
    {
      name: 'a Kustomization',
      code: yaml`
        apiVersion: kustomize.config.k8s.io/v1beta1
        kind: Kustomization
        resources: [deployment.yaml]
      `,
      errors: [{ messageId: 'kustomization', path: 'kind', line: 2, column: 7, endLine: 2, endColumn: 20, severity: 'info' }],
    },
    {
      name: 'a Component',
      code: yaml`
        apiVersion: kustomize.config.k8s.io/v1alpha1
        kind: Component
      `,
      errors: [{ messageId: 'kustomization', path: 'kind', line: 2, column: 7, severity: 'info' }],
    },
  ],
});
