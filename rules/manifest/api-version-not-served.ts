import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('manifest/api-version-not-served', {
  kinds: ['*'],
  severity: 'error',
  messages: {
    notServed: '`apiVersion` is {{apiVersion}}, which does not serve kind {{kind}}; use {{served}}.',
    removed: '`apiVersion` is {{apiVersion}}, which Kubernetes {{removedIn}} stopped serving for kind {{kind}}; use {{served}}.',
    coreGroup: '`apiVersion` is {{apiVersion}}, but the core group has no name in apiVersion: kind {{kind}} is served as {{served}}.',
    kindRemoved:
      '`apiVersion` is {{apiVersion}}, which Kubernetes {{removedIn}} stopped serving for kind {{kind}}, and no version ' +
      'serves {{kind}} now; {{instead}}.',
  },
  docs: {
    description: 'Disallow apiVersions that do not serve the kind',
    spec: { doc: 'part1', section: 'Versioning' },
    details:
      'A known kind under an apiVersion the API server does not serve (a removed beta such as `extensions/v1beta1` Ingress, a ' +
      'wrong group such as `storage.k8s.io/v1` PersistentVolume, or a version that never existed) is refused with "no kind is registered ' +
      'for the version". The message names the served apiVersion; the editor offers it as a quick fix. The group suffix is configurable ' +
      '(`groupSuffix`).\n\nFor the apiVersions that Kubernetes stopped serving (`extensions/v1beta1` and `apps/v1beta1`/`v1beta2` in ' +
      '1.16; the v1beta1 APIs of admission, CRDs, RBAC, storage, Ingress and more in 1.22; `batch/v1beta1` CronJob, `policy/v1beta1`, ' +
      '`autoscaling/v2beta1` in 1.25; `autoscaling/v2beta2` and `flowcontrol.apiserver.k8s.io/v1beta1` in 1.26; `storage.k8s.io/v1beta1` ' +
      'CSIStorageCapacity in 1.27; `flowcontrol.apiserver.k8s.io/v1beta2` in 1.29 and `v1beta3` in 1.32) the message names the release. ' +
      'PodSecurityPolicy has no successor. `core/v1` is refused too: the core group is written `v1`.',
  },
});
