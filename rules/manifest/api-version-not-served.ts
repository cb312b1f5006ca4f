import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('manifest/api-version-not-served', {
  kinds: ['*'],
  severity: 'error',
  messages: { notServed: '`apiVersion` is {{apiVersion}}, which does not serve kind {{kind}}; use {{served}}.' },
  docs: {
    description: 'Disallow apiVersions that do not serve the kind',
    spec: { doc: 'part1', section: 'Versioning' },
    details: 'A known kind under an apiVersion the API server does not serve (a removed beta such as `extensions/v1beta1` Ingress, a wrong group such as `storage.k8s.io/v1` PersistentVolume, or a version that never existed) is refused with "no kind is registered for the version". The message names the served apiVersion; the editor offers it as a quick fix. The group suffix is configurable (`groupSuffix`).',
  },
});
