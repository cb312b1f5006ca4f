import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('manifest/not-a-manifest', {
  kinds: ['*'],
  severity: 'info',
  messages: {
    notAManifest: 'The document has neither apiVersion nor kind, so it is not a Kubernetes manifest; it was not checked.',
    listDocument: 'The document is a list, not an object, so it is not a Kubernetes manifest; it was not checked.',
  },
  docs: {
    description: 'Enforce a note on documents that are not Kubernetes manifests',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'Repositories hold other YAML too (Helm values, CI configuration). A document with neither `apiVersion` nor `kind` is ' +
      'counted and noted, never silently dropped, and never an error. So is a document with a number for `apiVersion` and no `kind` ' +
      '(Grafana provisioning files write `apiVersion: 1`). A document whose top level is a list (a Prometheus scrape configuration kept ' +
      'for `kubectl create secret --from-file`, a list of dashboards) is noted the same way, unless an item has `apiVersion` or `kind`: ' +
      'a list of manifests is a mistake that kubectl refuses (`manifest/not-an-object`). A document with only one of the two is an error ' +
      '(`manifest/api-version-missing`, `manifest/kind-missing`); so is a scalar document (`manifest/not-an-object`).',
  },
});
