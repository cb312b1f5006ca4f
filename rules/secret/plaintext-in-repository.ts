import { createRule } from '@plumbline/engine';
import { secretView } from './kind.js';

export default createRule({
  id: 'secret/plaintext-in-repository',
  meta: {
    kinds: ['Secret'],
    type: 'field',
    severity: 'info',
    messages: {
      plaintext:
        'This Secret carries {{count}} value(s) readable by anyone with the file (base64 is an encoding, not encryption); ' +
        'prefer an external secret store or encrypted manifests, see ' +
        'https://kubernetes.io/docs/concepts/security/secrets-good-practices/.',
    },
    docs: {
      description: 'Disallow Secret values kept as plain text in manifests without notice',
      spec: { doc: 'part3', section: 'Secret', field: 'data' },
      details:
        'A Secret manifest with `data` or `stringData` values holds the secret itself: base64 in `data` is only an encoding. Kept in a ' +
        'repository, it is readable by everyone with access to the repository and its history. The API server accepts such Secrets; ' +
        'this note only points at safer practices (sealed or encrypted manifests, external secret operators, secret stores mounted ' +
        'through CSI). Switch the rule off where manifests are not stored (for example in the admission webhook) or when the values ' +
        'are placeholders.',
    },
  },
  check(ctx) {
    const count = Object.keys(secretView(ctx.object).data).length;
    if (count === 0) return;
    const at = ctx.object.data !== undefined && ctx.object.data !== null ? ['data'] : ['stringData'];
    ctx.report({ messageId: 'plaintext', path: at, target: 'key', data: { count } });
  },
});
