import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('manifest/kind-not-checked', {
  kinds: ['*'],
  severity: 'info',
  messages: {
    builtin: '{{kind}} ({{apiVersion}}) is a built-in kind that Plumbline does not check yet.',
    custom: '{{kind}} ({{apiVersion}}) is a custom resource or an unknown kind; Plumbline does not check it.',
  },
  docs: {
    description: 'Enforce a note on resources whose kind Plumbline does not check',
    spec: { doc: 'part1', section: 'Versioning' },
    details:
      'Custom resources, and the one built-in kind that is written through a subresource only (policy/v1 Eviction), are reported ' +
      'once per resource at info level, never as errors, so that the summary shows what was not checked. Every other kind a v1.34 API ' +
      'server serves by default is checked, at least by its published schema and the metadata rules.',
  },
});
