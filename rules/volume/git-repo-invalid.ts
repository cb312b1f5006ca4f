import { GENERIC_MESSAGES } from '../_shared/volume-sources.js';
import { gitRepoProblems } from './_checks.js';
import { volumeRule } from './_rule.js';

export default volumeRule(
  'volume/git-repo-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Require a gitRepo repository and a relative target directory',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'gitRepo' },
      details: '`gitRepo.repository` is required; `gitRepo.directory` must be relative and must not contain a `..` element (`.` means the volume root). The source is deprecated (`volume/source-deprecated`) and the kubelet disables it by default since v1.33.',
    },
  },
  (v, env) => gitRepoProblems(v.volume, v.path, env),
);
