import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('manifest/not-a-manifest', {
  kinds: ['*'],
  severity: 'info',
  messages: { notAManifest: 'The document has neither apiVersion nor kind, so it is not a Kubernetes manifest; it was not checked.' },
  docs: {
    description: 'Enforce a note on documents that are not Kubernetes manifests',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details: 'Repositories hold other YAML too (Helm values, CI configuration). A document with neither `apiVersion` nor `kind` is counted and noted, never silently dropped, and never an error. A document with only one of the two is an error (`manifest/api-version-missing`, `manifest/kind-missing`).',
  },
});
