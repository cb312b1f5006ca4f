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
    details: 'Custom resources and built-in kinds outside the specification are reported once per resource at info level, never as errors, so that the summary shows what was not checked.',
  },
});
