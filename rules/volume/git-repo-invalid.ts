import { createRule } from '@plumbline/engine';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { gitRepoProblems } from './_checks.js';
import { forEachVolume } from './_rule.js';

export default createRule({
  id: 'volume/git-repo-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: {
      repositoryRequired: '`{{path}}` is missing or empty; a gitRepo volume names the repository to clone.',
      pathAbsolute: '`{{path}}` is "{{value}}", an absolute path; the clone directory is relative to the volume.',
      pathBackstep: '`{{path}}` is "{{value}}", which contains a `..` element; the clone directory may not step out of the volume.',
    },
    docs: {
      description: 'Require a gitRepo repository and a relative target directory',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'gitRepo' },
      details:
        '`gitRepo.repository` is required; `gitRepo.directory` must be relative and must not contain a `..` element (`.` means ' +
        'the volume root). The source is deprecated (`volume/source-deprecated`) and the kubelet disables it by default since v1.33.',
    },
  },
  check(ctx) {
    forEachVolume(ctx, (v, env) => {
      for (const p of gitRepoProblems(v.volume, v.path, env)) ctx.report(p);
    });
  },
});
