import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('manifest/list-not-writable', {
  kinds: ['*'],
  severity: 'error',
  messages: { listNotWritable: '{{kind}} cannot be sent to the API server as one object; kubectl expands its items on the client.' },
  docs: {
    description: 'Disallow sending a List object to the API server',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'The API has no write path for `List` or `<Kind>List` bodies. In files, Plumbline expands lists into their items the way ' +
      'kubectl does, so this rule only fires when a list object is validated directly (the webhook and `validate()`).',
  },
});
