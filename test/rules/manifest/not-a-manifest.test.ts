import rule from '../../../rules/manifest/not-a-manifest.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata: {name: web}
      spec: {ports: [{port: 80}]}
    `,
    { name: 'comment-only and empty documents are skipped silently', code: '# just a comment\n---\n---\n' },
  ],
  invalid: [
    {
      name: 'Helm values file',
      code: yaml`
        replicaCount: 2
        image:
          repository: nginx
      `,
      errors: [{ messageId: 'notAManifest', line: 1, column: 1, endLine: 1, endColumn: 16, severity: 'info' }],
    },
    {
      name: 'a Prometheus scrape configuration: a top-level list',
      code: yaml`
        - job_name: node
          static_configs:
            - targets: ['node-exporter:9100']
      `,
      errors: [{ messageId: 'listDocument', line: 1, column: 1, endLine: 1, endColumn: 17, severity: 'info' }],
    },
    {
      name: 'a Grafana provisioning file: a numeric apiVersion and no kind',
      code: yaml`
        apiVersion: 1
        providers:
          - name: shop
      `,
      errors: [{ messageId: 'notAManifest', line: 1, column: 1, endLine: 1, endColumn: 14, severity: 'info' }],
    },
  ],
});
